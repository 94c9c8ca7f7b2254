// A noun builds only the verb argv names (registerVerbs): every verb of the tree, by
// its name and by each alias, must be the one built — a name missing from its noun's table
// would quietly build them all, and a wrong one would build none.
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { AnyVerb, CommandKit } from '../../src/cli/define.js';
import { buildProgram, definitionOf } from '../../src/cli/program.js';
import { fakeStreams } from '../helpers/streams.js';

const kit: CommandKit = { dispatch: async () => undefined };
const build = (argv: string[], loadAll = false) => buildProgram(argv, kit, fakeStreams(), { loadAll });
const noun = (program: Command, name: string) => program.commands.find((c) => c.name() === name)!;
const verbNames = (cmd: Command) => cmd.commands.map((c) => c.name());

describe('a noun builds the verb argv names, and only it', async () => {
  const tree = await build([], true);
  const nouns = tree.commands.filter((c) => c.commands.length > 0);

  it('the tree has nouns to check', () => {
    expect(nouns.map((n) => n.name())).toEqual(
      expect.arrayContaining(['shipments', 'orders', 'carriers', 'sandbox', 'config', 'batch', 'webhooks']),
    );
  });

  for (const full of nouns) {
    it(`${full.name()}: each verb by its name and aliases`, async () => {
      for (const verb of full.commands) {
        // A verb that describes the whole tree (the completion scripts) is built with all of it.
        const whole = (definitionOf(verb) as AnyVerb | undefined)?.needsWholeTree === true;
        for (const word of [verb.name(), ...verb.aliases()]) {
          const built = noun(await build([full.name(), word, '--help']), full.name());
          expect(verbNames(built), `${full.name()} ${word}`).toEqual(whole ? verbNames(full) : [verb.name()]);
        }
      }
    });
  }

  it('the noun alone, its help, and a word that is no verb get every verb (help lists them; "did you mean")', async () => {
    const all = verbNames(noun(tree, 'carriers'));
    for (const argv of [['carriers'], ['carriers', '--help'], ['help', 'carriers'], ['carriers', 'catalgo']])
      expect(verbNames(noun(await build(argv), 'carriers')), argv.join(' ')).toEqual(all);
  });
});
