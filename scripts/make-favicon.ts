/**
 * npm run make:favicon: writes static/favicon.ico from static/img/favicon.svg (32 px, one PNG in
 * an ICO container). Pages link the SVG; browsers still ask for /favicon.ico where a document
 * names no icon (the redirect pages, a served JSON file), and a 404 there is a console error.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';

const root = path.resolve(__dirname, '..');
const size = 32;
const png = new Resvg(readFileSync(path.join(root, 'static/img/favicon.svg')), {
  fitTo: {mode: 'width', value: size},
})
  .render()
  .asPng();

// ICONDIR (6 bytes) and one ICONDIRENTRY (16 bytes), then the PNG itself.
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(size, 6); // width
header.writeUInt8(size, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14); // image size
header.writeUInt32LE(header.length, 18); // image offset
writeFileSync(path.join(root, 'static/favicon.ico'), Buffer.concat([header, png]));
console.log(`wrote static/favicon.ico (${header.length + png.length} bytes)`);
