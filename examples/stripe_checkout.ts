/**
 * title: Take a payment with Stripe Checkout
 * description: Serve an endpoint that creates a Stripe Checkout session and redirects the buyer to it, plus a webhook that confirms the payment.
 * category: services
 * check: typecheck needs a Stripe account (a secret key and a webhook signing secret), which the example checker does not have
 * env: STRIPE_SECRET_KEY=sk_test_your_key
 * env: STRIPE_WEBHOOK_SECRET=whsec_your_secret
 * keywords: stripe, payments, checkout, webhook, e-commerce, npm:stripe
 */

import Stripe from "npm:stripe@^23";

// The secret key authenticates every API call, so it stays on the server and comes from the
// environment; use a test-mode key (`sk_test_...`) while developing. Run with `--allow-env`
// and `--allow-net`.
const stripe = new Stripe(Deno.env.get("STRIPE_SECRET_KEY") ?? "");
const webhookSecret = Deno.env.get("STRIPE_WEBHOOK_SECRET") ?? "";

// `POST /checkout` creates a Checkout session: Stripe hosts the payment page, and the
// session's `url` is where to send the buyer. Prices are in the currency's smallest unit
// (cents here). The two URLs are where Stripe sends the buyer back afterwards.
async function createCheckout(origin: string): Promise<Response> {
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [{
      quantity: 1,
      price_data: {
        currency: "usd",
        unit_amount: 1500,
        product_data: { name: "Deno T-shirt" },
      },
    }],
    success_url: `${origin}/thanks`,
    cancel_url: `${origin}/`,
  });
  return Response.redirect(session.url!, 303);
}

// The redirect back to `success_url` can be skipped or faked, so fulfil orders from the
// webhook instead. `constructEventAsync` checks the `Stripe-Signature` header against the raw
// body, here with a crypto provider built on the Web Crypto API (`crypto.subtle`), which is
// asynchronous. A bad signature throws, and the request is refused.
const cryptoProvider = Stripe.createSubtleCryptoProvider();

async function handleWebhook(req: Request): Promise<Response> {
  const signature = req.headers.get("stripe-signature") ?? "";
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(
      await req.text(),
      signature,
      webhookSecret,
      undefined,
      cryptoProvider,
    );
  } catch {
    return new Response("bad signature", { status: 400 });
  }
  if (event.type === "checkout.session.completed") {
    const session = event.data.object;
    console.log(
      `paid: ${session.id}, ${session.amount_total} ${session.currency}`,
    );
  }
  return new Response("ok");
}

// A small router ties it together. Point Stripe's webhook settings (or the Stripe CLI's
// forwarding) at `/webhook`.
Deno.serve((req) => {
  const url = new URL(req.url);
  if (req.method === "POST" && url.pathname === "/checkout") {
    return createCheckout(url.origin);
  }
  if (req.method === "POST" && url.pathname === "/webhook") {
    return handleWebhook(req);
  }
  if (url.pathname === "/thanks") return new Response("Thanks for your order!");
  return new Response(
    `<form method="post" action="/checkout"><button>Buy a T-shirt ($15)</button></form>`,
    { headers: { "content-type": "text/html" } },
  );
});
