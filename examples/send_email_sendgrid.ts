/**
 * title: Send an email with SendGrid
 * description: Send a transactional email through SendGrid's Web API with the @sendgrid/mail package, and report rejected requests.
 * category: services
 * check: typecheck needs a SendGrid account, an API key and a verified sender, which the example checker does not have
 * env: SENDGRID_API_KEY=SG.your-key
 * keywords: sendgrid, email, transactional email, twilio, npm:@sendgrid/mail
 */

import sgMail from "npm:@sendgrid/mail@^8";

// The package talks to SendGrid's HTTPS API, so no SMTP port is needed. Set the API key once;
// it is sent with every request to `https://api.sendgrid.com/`. Run with `--allow-env` and
// `--allow-net`.
const apiKey = Deno.env.get("SENDGRID_API_KEY");
if (!apiKey) throw new Error("Set SENDGRID_API_KEY");
sgMail.setApiKey(apiKey);

// `from` must be a sender address (or domain) you have verified in SendGrid; a name next to
// it is what recipients see in their inbox.
const message = {
  to: "ada@example.org",
  from: { email: "orders@example.com", name: "Deno Shop" },
  subject: "Your order #1042 has shipped",
  text: "Hi Ada, your order #1042 is on its way.",
  html: "<p>Hi Ada, your order <b>#1042</b> is on its way.</p>",
};

// `send` resolves with SendGrid's HTTP response once the API has accepted the message;
// delivery itself happens afterwards. A refused request rejects with an error whose
// `response.body` holds SendGrid's explanation, which says far more than the status alone.
try {
  const [response] = await sgMail.send(message);
  console.log("queued with status", response.statusCode);
} catch (error) {
  const body = (error as { response?: { body?: unknown } }).response?.body;
  console.error("SendGrid refused the message:", body ?? error);
  Deno.exitCode = 1;
}
