/**
 * title: Send an email over SMTP
 * description: Send a message with a plain-text and an HTML version through any SMTP server, using nodemailer.
 * category: services
 * check: typecheck needs an SMTP server to accept the message, which the example checker does not have
 * env: SMTP_URL=smtps://user:password@smtp.example.com:465
 * keywords: email, smtp, nodemailer, mail, html email
 */

import nodemailer from "npm:nodemailer@^10";

// A transport holds the connection settings for one SMTP server. A URL keeps them in a single
// environment variable: `smtps://` connects with TLS from the start (usually port 465), while
// `smtp://` starts in plain text and upgrades with STARTTLS when the server offers it. Run with
// `--allow-env --allow-net` (narrowed to your mail server).
const smtpUrl = Deno.env.get("SMTP_URL");
if (!smtpUrl) throw new Error("Set SMTP_URL, e.g. smtps://user:pass@host:465");
const transport = nodemailer.createTransport(smtpUrl);

// `verify()` logs in without sending anything, so bad credentials or a blocked port show up
// before the first real message.
await transport.verify();

// Give both `text` and `html`: mail clients that cannot or will not show HTML fall back to the
// text part. Addresses can carry a display name in the usual `Name <address>` form.
const info = await transport.sendMail({
  from: "Deno Shop <orders@example.com>",
  to: "ada@example.org",
  subject: "Your order #1042 has shipped",
  text: "Hi Ada,\n\nYour order #1042 is on its way.\n",
  html: "<p>Hi Ada,</p><p>Your order <b>#1042</b> is on its way.</p>",
});

// The server's reply lists which recipients it accepted; `messageId` is the message's
// `Message-ID` header, handy for finding it in logs.
console.log("sent", info.messageId, "to", info.accepted);
transport.close();
