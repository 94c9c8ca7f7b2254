// The zod every wire schema is built with: `zod/mini`, the functional API. The classic API
// builds a larger object per schema, and every API command loads the ~100 schemas of this
// folder, so the difference is paid on each run (bench/commands.mjs).
//
// Import it as a namespace (`import * as z from './zod.js'`) and use it only as `z.name`:
// the bundler then keeps only the zod functions the schemas use. (The `z` object that
// 'zod/mini' exports would keep all of zod, every locale included.)
//
// zod/mini loads no locale: without one every issue message reads "Invalid input". The
// English one is what classic zod installs by default; it keeps the messages that reach
// people unchanged (the schema mismatch notes of the debug trace, the text of a thrown
// parse error). The field problems of problems.ts do not depend on it.
import { en } from 'zod/locales';
import { config } from 'zod/mini';

config(en());

export * from 'zod/mini';
