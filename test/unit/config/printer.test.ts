// Print targets as typed after --printer or `config set printer`, and the station keys.
import { describe, expect, it } from 'vitest';
import { checkSettingValue, isSettingKey, parsePrinter, presetKey } from '../../../src/config/index.js';

describe('parsePrinter', () => {
  it('reads lp, lp:QUEUE, tcp://HOST:PORT (9100 by default) and paths (resolved, never a scheme)', () => {
    expect(parsePrinter('lp', '/w')).toEqual({ ok: true, target: { kind: 'lp' } });
    expect(parsePrinter('lp:Zebra_1', '/w')).toEqual({ ok: true, target: { kind: 'lp', queue: 'Zebra_1' } });
    expect(parsePrinter('tcp://192.168.1.50:9101', '/w')).toEqual({
      ok: true,
      target: { kind: 'tcp', host: '192.168.1.50', port: 9101 },
    });
    expect(parsePrinter('tcp://zebra.local', '/w')).toMatchObject({ target: { port: 9100 } });
    expect(parsePrinter('labels/out.zpl', '/w')).toEqual({
      ok: true,
      target: { kind: 'path', file: '/w/labels/out.zpl' },
    });
    expect(parsePrinter('/dev/usb/lp0', '/w')).toMatchObject({
      target: { kind: 'path', file: '/dev/usb/lp0' },
    });
  });

  it('refuses what cannot be a target, naming the forms', () => {
    expect(parsePrinter('tcp://host:99999', '/w')).toMatchObject({ ok: false });
    expect(parsePrinter('lp:bad queue', '/w')).toMatchObject({ ok: false });
    expect(parsePrinter('ipp://printer/queue', '/w')).toMatchObject({
      ok: false,
      issue: expect.stringContaining('lp:QUEUE'),
    });
    expect(parsePrinter('  ', '/w')).toMatchObject({ ok: false });
  });
});

describe('station keys', () => {
  it('station.* and presets station.NAME.FIELD are keys, checked like the station field', () => {
    expect(isSettingKey('station.carrier')).toBe(true);
    expect(isSettingKey('station.desk1.pack_size')).toBe(true);
    expect(isSettingKey('station.desk1.colour')).toBe(false);
    expect(presetKey('station.desk1.printer')).toEqual(['desk1', 'printer']);
    expect(checkSettingValue('station.desk1.pack_size' as never, '60', '/w')).toEqual({
      ok: true,
      value: '60',
    });
    expect(checkSettingValue('station.desk1.carrier' as never, 'nope', '/w')).toMatchObject({ ok: false });
    expect(checkSettingValue('station.service', 'sagawa_regular', '/w')).toEqual({
      ok: true,
      value: 'sagawa_regular',
    });
    expect(checkSettingValue('printer', 'tcp://x:0', '/w')).toMatchObject({ ok: false });
  });
});
