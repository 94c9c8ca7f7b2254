import { describe, expect, it } from 'vitest';
import { PrintQueue } from '../../src/batch/print-queue.js';

const queue = () => PrintQueue.open(':memory:', { now: () => new Date('2026-03-04T01:00:00Z') });

describe('the print queue', () => {
  it('keeps a label pending until it printed, and a failed print leaves it pending with the reason', () => {
    const q = queue();
    q.want({ shipmentId: 'API-AAAAAAAAAA', kind: 'label', ref: 'R-1', tracking: ['1234-5678-9012'] });
    q.failed('API-AAAAAAAAAA', 'label', 'paper jam');
    expect(q.pending().map((e) => [e.shipment_id, e.state, e.error])).toEqual([
      ['API-AAAAAAAAAA', 'pending', 'paper jam'],
    ]);
    q.printed('API-AAAAAAAAAA', 'label');
    expect(q.pending()).toEqual([]);
    // Wanted again (a re-run): its state is kept, never pending again.
    expect(q.want({ shipmentId: 'API-AAAAAAAAAA', kind: 'label' }).state).toBe('printed');
    expect(q.get('API-AAAAAAAAAA', 'label')!.prints).toBe(1);
  });

  it('finds a label by its shipment, its order number or a tracking number with or without hyphens', () => {
    const q = queue();
    q.want({ shipmentId: 'API-AAAAAAAAAA', kind: 'label', ref: 'R-1', tracking: ['1234-5678-9012'] });
    q.want({ shipmentId: 'API-BBBBBBBBBB', kind: 'label', ref: 'R-2', tracking: ['999'] });
    for (const name of ['API-AAAAAAAAAA', 'R-1', '123456789012', '1234-5678-9012'])
      expect(q.find(name).map((e) => e.shipment_id)).toEqual(['API-AAAAAAAAAA']);
    expect(q.find('12345')).toEqual([]);
  });

  it('never prints a voided shipment’s documents, nor lists them as waiting', () => {
    const q = queue();
    q.want({ shipmentId: 'API-AAAAAAAAAA', kind: 'label' });
    q.want({ shipmentId: 'API-AAAAAAAAAA', kind: 'note' });
    q.voided('API-AAAAAAAAAA');
    expect(q.pending()).toEqual([]);
  });
});
