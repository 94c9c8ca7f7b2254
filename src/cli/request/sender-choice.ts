// Which saved place the sender is, by the flags' precedence over --input and the profile's
// settings; resolving it to an address is the operations' (ops/request/sender.ts).
import type { SenderSource } from '../../ops/request/sender.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';

/**
 * The sender in order of precedence: --from-warehouse, --from-address, the
 * from_address of --input (or the --from-* flags: `given`), the profile's
 * from_warehouse, its from_address, the account's default warehouse.
 */
export function chooseSender(options: {
  warehouseFlag?: string;
  addressFlag?: string;
  given: boolean;
  stored: { from_warehouse?: string; from_address?: string };
}): SenderSource | undefined {
  if (options.warehouseFlag)
    return { kind: 'warehouse', id: options.warehouseFlag, origin: SHIPMENT_FLAGS.fromWarehouse.long };
  if (options.addressFlag) return { kind: 'address', id: options.addressFlag, origin: SHIPMENT_FLAGS.fromAddress.long };
  if (options.given) return undefined;
  if (options.stored.from_warehouse)
    return { kind: 'warehouse', id: options.stored.from_warehouse, origin: 'config from_warehouse' };
  if (options.stored.from_address)
    return { kind: 'address', id: options.stored.from_address, origin: 'config from_address' };
  return { kind: 'default-warehouse' };
}
