/**
 * title: Resize images
 * description: Load an image with the jimp npm package, resize it keeping its aspect ratio, crop it to a square thumbnail, and save PNG and JPEG files.
 * category: encoding
 * check: run --allow-read --allow-write --allow-env
 * keywords: image, resize, thumbnail, crop, scale, jimp, png, jpeg, aspect ratio
 */
import { Jimp } from "npm:jimp@^1";

// jimp is written in JavaScript, so it runs without native image libraries.
// One of its dependencies lists the environment variables when it loads,
// hence `--allow-env`.
//
// To keep the example self-contained, draw a 900 x 600 source image (a
// colour gradient) pixel by pixel and save it as a PNG; `bitmap.data` holds
// four bytes (red, green, blue, alpha) per pixel.
const dir = await Deno.makeTempDir();
const source = new Jimp({ width: 900, height: 600, color: 0xffffffff });
source.scan((x, y, idx) => {
  source.bitmap.data[idx] = Math.round((x / 900) * 255); // red
  source.bitmap.data[idx + 1] = Math.round((y / 600) * 255); // green
  source.bitmap.data[idx + 2] = 160; // blue
});
await source.write(`${dir}/photo.png`);

// `Jimp.read` loads an image from a path, URL or buffer. Giving `resize` only
// a width keeps the aspect ratio: the height follows.
const photo = await Jimp.read(`${dir}/photo.png`);
console.log(`original: ${photo.width} x ${photo.height}`);
const medium = photo.clone().resize({ w: 450 });
console.log(`resized: ${medium.width} x ${medium.height}`);

// For a square thumbnail, `cover` scales the image until it fills the box
// and crops the overflow, so nothing is stretched. (`contain` would instead
// fit the whole image inside the box.)
const thumb = photo.clone().cover({ w: 150, h: 150 });
console.log(`thumbnail: ${thumb.width} x ${thumb.height}`);

// `write` picks the format from the file extension. JPEG takes a quality
// from 0 to 100: lower means smaller files and more artifacts.
await medium.write(`${dir}/medium-q90.jpg`, { quality: 90 });
await medium.write(`${dir}/medium-q60.jpg`, { quality: 60 });
await thumb.write(`${dir}/thumb.png`);
const names = await Array.fromAsync(Deno.readDir(dir), (entry) => entry.name);
for (const name of names.sort()) {
  const { size } = await Deno.stat(`${dir}/${name}`);
  console.log(`${name}: ${size} bytes`);
}
await Deno.remove(dir, { recursive: true });

/* Output:
original: 900 x 600
resized: 450 x 300
thumbnail: 150 x 150
medium-q60.jpg: 7012 bytes
medium-q90.jpg: 13945 bytes
photo.png: 3904 bytes
thumb.png: 695 bytes
*/
