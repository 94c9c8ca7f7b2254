// A verb's handler is checked against the verb's own definition: `tsc -p .` reads this file, and
// each `@ts-expect-error` below fails the typecheck the day a wrongly wired handler compiles.
import { describe, expect, it } from 'vitest';
import { defineVerb, flag, type Handler } from '../../src/cli/define.js';
import { list as profilesList } from '../../src/cli/commands/profiles/index.js';
import type { WirePath } from '../../src/cli/request/wire-path.js';
import type { ShipmentRequest } from '../../src/contract/index.js';
import { SHIPMENT_FLAGS } from '../../src/cli/shared/flags.js';

const probe = { description: 'a probe', examples: ['shipctl probe'], effects: ['reads'] } as const;

// Same name, same (absent) flags as `profiles list` minus --wide: still another verb's input.
const listWithoutWide = defineVerb({
  ...probe,
  name: 'list',
  // @ts-expect-error profiles/list.js's run takes `profiles list`'s input (with --wide), not this verb's
  handler: (load): Handler => load(import('../../src/cli/commands/profiles/list.js')),
});

// No arguments and no flags on either side: only the verb's name tells the inputs apart.
const logoutAsProfilesUse = defineVerb({
  ...probe,
  name: 'logout',
  // @ts-expect-error logout/logout.js is `logout`'s handler; profiles/use.js takes a <name>
  handler: (load): Handler => load(import('../../src/cli/commands/profiles/use.js')),
});

const wiredRight = defineVerb({
  ...profilesList,
  handler: (load): Handler => load(import('../../src/cli/commands/profiles/list.js')),
});

const withAFlag = defineVerb({
  ...probe,
  name: 'probe',
  flags: [flag('--wide', 'x')],
  // @ts-expect-error logout.js's run takes no --wide and belongs to `logout`
  handler: (load): Handler => load(import('../../src/cli/commands/logout/logout.js')),
});

// A flag's wire path is a member of the request it fills.
const packSizeWire: WirePath<ShipmentRequest> = SHIPMENT_FLAGS.packSize.wire;
const codWire: WirePath<ShipmentRequest> = SHIPMENT_FLAGS.cod.wire;
// @ts-expect-error setup.pack_sizes is no member of the shipment request
const misspeltWire: WirePath<ShipmentRequest> = 'setup.pack_sizes';

describe('a flag names the wire member it fills', () => {
  it('by a path into the shipment request', () => {
    expect([packSizeWire, codWire, misspeltWire]).toEqual([
      'setup.pack_size',
      'setup.cash_on_delivery.amount',
      'setup.pack_sizes',
    ]);
  });
});

describe('a handler is typed against its own definition', () => {
  it('loads the module it names, its run included', async () => {
    const module = await wiredRight.handler();
    expect(typeof module.run).toBe('function');
  });

  it('keeps the definitions built for the type probes usable at run time', () => {
    expect([listWithoutWide.name, logoutAsProfilesUse.name, withAFlag.name]).toEqual([
      'list',
      'logout',
      'probe',
    ]);
  });
});
