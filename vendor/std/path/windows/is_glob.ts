// Copyright 2018-2026 the Deno authors. MIT license.
// This module is browser compatible.

export { isGlob } from "../is_glob.ts";
