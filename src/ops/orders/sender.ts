// Who a run ships from: a warehouse of the account, named or its default.
import type { ApiClient } from '../../api/index.js';
import { resolveSender, SenderError, type Sender } from '../../batch/index.js';
import { UsageError } from '../errors.js';

/** The sender of a warehouse id, else the account's default warehouse; a warehouse the account lacks: exit 2. */
export async function senderOf(client: ApiClient, warehouse: string | undefined): Promise<Sender> {
  return resolveSender(client, warehouse).catch((err: unknown) => {
    throw err instanceof SenderError ? new UsageError(err.message) : err;
  });
}

/** The sender a run names (a warehouse id), or none: each order's own. */
export async function runSender(
  client: ApiClient,
  warehouse: string | undefined,
): Promise<Sender | undefined> {
  return warehouse ? senderOf(client, warehouse) : undefined;
}
