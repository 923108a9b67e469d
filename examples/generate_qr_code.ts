/**
 * title: Generate a QR code
 * description: Encode a URL as a QR code with the qrcode npm package, print it in the terminal, and save it as SVG and PNG files.
 * category: encoding
 * check: run --allow-read --allow-write
 * keywords: qr code, qrcode, barcode, svg, png, terminal, generate, npm
 */
// @ts-types="npm:@types/qrcode@^1"
import QRCode from "npm:qrcode@^1";

// `QRCode.create` computes the symbol without drawing it. The library picks
// the smallest QR version (size) that fits the data at the chosen error
// correction level; higher levels survive more damage but need more modules.
const url = "https://deno.com";
for (const level of ["L", "H"] as const) {
  const qr = QRCode.create(url, { errorCorrectionLevel: level });
  console.log(
    `level ${level}: version ${qr.version}, ${qr.modules.size}x${qr.modules.size} modules`,
  );
}

// For a command-line tool, `toString` with `type: "utf8"` draws the code
// with block characters, two modules per character cell, so it can be
// scanned straight off the terminal.
console.log(
  await QRCode.toString(url, { type: "utf8", errorCorrectionLevel: "L" }),
);

// For web pages, SVG scales to any size without blurring. `toString` with
// `type: "svg"` returns the markup as a string; write it to a file.
const dir = await Deno.makeTempDir();
const svg = await QRCode.toString(url, { type: "svg", margin: 2 });
await Deno.writeTextFile(`${dir}/deno.svg`, svg);
console.log(`deno.svg: ${svg.length} bytes, starts ${svg.slice(0, 4)}`);

// `toBuffer` renders a PNG. `width` sets the image size in pixels, and the
// colors take hex values. The first eight bytes are the PNG signature.
const png = await QRCode.toBuffer(url, {
  width: 300,
  color: { dark: "#0b3d2e", light: "#ffffff" },
});
await Deno.writeFile(`${dir}/deno.png`, png);
const { size } = await Deno.stat(`${dir}/deno.png`);
console.log(
  `deno.png: ${size} bytes, signature ${png.subarray(0, 8).toString("hex")}`,
);
await Deno.remove(dir, { recursive: true });

/* Output:
level L: version 1, 21x21 modules
level H: version 3, 29x29 modules


    █▀▀▀▀▀█ ▄ ▀▄▄ █▀▀▀▀▀█
    █ ███ █ ▄█ █  █ ███ █
    █ ▀▀▀ █ ▄▄█▄▄ █ ▀▀▀ █
    ▀▀▀▀▀▀▀ ▀ █▄▀ ▀▀▀▀▀▀▀
    █▀███▄▀▀▀▀  ▀█▄█▄█▄█▄
    ▄▄ █▄█▀▀ █ ▀▀█▀▀▄▄█▀
         ▀▀▀▄▀▄▀ ▄▀▄██▄ █
    █▀▀▀▀▀█ ▀▀█▄▀▄ █▄▄█▀
    █ ███ █ █ ▄▀ ▄▀▀█▀▄▄
    █ ▀▀▀ █ █▄ ▀▀█ ▀▄▄█
    ▀▀▀▀▀▀▀ ▀ ▀▀  ▀▀ ▀ ▀


deno.svg: 1182 bytes, starts <svg
deno.png: 1878 bytes, signature 89504e470d0a1a0a
*/
