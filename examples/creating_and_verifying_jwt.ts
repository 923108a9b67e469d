/**
 * title: Create and verify a JSON Web Token
 * description: Sign a JWT with an expiry, issuer and audience using the jose library, then verify it and see tampered or expired tokens rejected.
 * category: crypto
 * check: run
 * keywords: jwt, json web token, jose, SignJWT, jwtVerify, HS256, ES256, token, claims, expiry
 */

import { decodeJwt, errors, jwtVerify, SignJWT } from "npm:jose@^6";
import { encodeBase64Url } from "jsr:@std/encoding@^1/base64url";

// HS256 signs with a shared secret of at least 256 bits. Both the issuer and
// the verifier need it; use an asymmetric algorithm such as ES256 when other
// services should verify tokens without being able to make them.
const secret = crypto.getRandomValues(new Uint8Array(32));

// The claims: who the token is about (`sub`), who made it (`iss`), who it is
// for (`aud`), and when it expires. The payload is only encoded, not
// encrypted, so never put secrets in it.
const token = await new SignJWT({ role: "editor" })
  .setProtectedHeader({ alg: "HS256" })
  .setSubject("user-42")
  .setIssuer("https://auth.example.com")
  .setAudience("example-api")
  .setIssuedAt()
  .setExpirationTime("15m")
  .sign(secret);
console.log(token.split(".").length, "parts; payload:", decodeJwt(token).role);

// `jwtVerify` checks the signature, the expiry, and the issuer and audience
// you name, and returns the payload only if all of them pass.
const options = { issuer: "https://auth.example.com", audience: "example-api" };
const { payload } = await jwtVerify(token, secret, options);
console.log("verified:", payload.sub, payload.role);

// A token with an edited payload fails the signature check, and an expired
// one fails on its `exp` claim. The error classes say which problem it was.
async function check(label: string, candidate: string) {
  try {
    await jwtVerify(candidate, secret, options);
    console.log(`${label}: accepted`);
  } catch (err) {
    console.log(`${label}: rejected (${(err as errors.JOSEError).code})`);
  }
}
const [header, body, signature] = token.split(".");
const forged = encodeBase64Url(JSON.stringify({ ...payload, role: "admin" }));
await check("tampered", `${header}.${forged}.${signature}`);
await check("original", `${header}.${body}.${signature}`);
const expired = await new SignJWT({})
  .setProtectedHeader({ alg: "HS256" })
  .setIssuer("https://auth.example.com")
  .setAudience("example-api")
  .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
  .sign(secret);
await check("expired", expired);

/* Output:
3 parts; payload: editor
verified: user-42 editor
tampered: rejected (ERR_JWS_SIGNATURE_VERIFICATION_FAILED)
original: accepted
expired: rejected (ERR_JWT_EXPIRED)
*/
