/** The example files on disk, parsed: the site's build and the content checker read them here. */
import fs from 'node:fs';
import path from 'node:path';
import {EXAMPLES_DIR} from './checkKey';
import {parseExample, ExampleError, type ExampleProgram} from './source';

export interface ExampleFile {
  /** `examples/<slug>.ts`, from the repo root. */
  file: string;
  example?: ExampleProgram;
  error?: ExampleError;
}

/** Every example file under `root`, parsed (a file that does not parse carries its error). */
export function readExampleFiles(root: string): ExampleFile[] {
  const dir = path.join(root, EXAMPLES_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name))
    .sort()
    .map((name) => {
      const file = `${EXAMPLES_DIR}/${name}`;
      try {
        return {file, example: parseExample(file, fs.readFileSync(path.join(dir, name), 'utf8'))};
      } catch (error) {
        if (error instanceof ExampleError) return {file, error};
        throw error;
      }
    });
}

/** The examples, or the first file's mistake as an error naming its file and line (the build stops there). */
export function readExamples(root: string): ExampleProgram[] {
  const files = readExampleFiles(root);
  const broken = files.find((f) => f.error);
  if (broken?.error) throw broken.error;
  return files.map((f) => f.example!);
}
