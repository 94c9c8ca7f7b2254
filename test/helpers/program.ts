// Parses argv with the real command tree but records what the verb would receive
// instead of running it: the "argv → input" half of testing a verb.
import type { AnyVerb, CommandKit } from '../../src/cli/define.js';
import type { GlobalOptions } from '../../src/cli/context.js';
import { buildProgram } from '../../src/cli/program.js';
import { fakeStreams } from './streams.js';

export interface Parsed {
  /** The definition of the verb argv names. */
  verb: AnyVerb;
  /** What its handler would be given. */
  opts: any;
  globals: GlobalOptions;
}

export async function parseArgv(argv: string[]): Promise<Parsed> {
  let parsed: Parsed | undefined;
  const kit: CommandKit = {
    async dispatch(verb, input, globals) {
      parsed = { verb, opts: input, globals };
    },
  };
  const io = fakeStreams();
  const program = await buildProgram(argv, kit, io);
  await program.parseAsync(argv, { from: 'user' });
  if (!parsed) throw new Error(`no verb ran for: ${argv.join(' ')}\n${io.err()}`);
  return parsed;
}
