// Whether the labels an account makes can come out of a print target, known before a
// label is bought: a raw tcp:// port prints ZPL only (a PDF sent there is pages of
// garbage), and a file named .pdf or .zpl says what it holds. `lp` takes both (ZPL is
// sent raw, for a Zebra queue), and a device path is the user's to know.
import path from 'node:path';
import {
  CARRIERS,
  chooseAccount,
  labelFormatOf,
  zplPrintSizes,
  type AccountRef,
  type CarrierType,
  type LabelFormat,
} from '../domain/index.js';
import { describeTarget, type PrintTarget } from '../config/index.js';
import { messages } from '../i18n/index.js';
import { flagOf } from '../config/flag-names.js';

export interface PrintFit {
  /** The labels cannot print there: refuse before buying. */
  issue?: string;
  /** Whether they print there is not known before one is made. */
  warning?: string;
}

/** What a file target is meant to hold, by its name; undefined for a device or an unnamed kind. */
function formatOfFile(file: string): LabelFormat | undefined {
  const ext = path.extname(file).toLowerCase();
  return ext === '.pdf' ? 'pdf' : ext === '.zpl' ? 'zpl' : undefined;
}

const printSizeCommand = (accountId: string, size: string) =>
  `shipctl carriers update ${accountId} ${flagOf('print_size')} ${size}`;

/** "dhl and fedex accounts set to a ZPL print size (…)": where ZPL labels come from, as the catalog says. */
function zplCarriersText(): string {
  const zpl = zplPrintSizes();
  return messages().support.fit.zplCarriers(
    zpl.map((z) => z.carrier),
    zpl[0]?.sizes[0] ?? 'ZPL_4X6',
    flagOf('print_size'),
  );
}

/**
 * Whether labels of `carrier`, made with `account` (none: an account-less test label,
 * in the carrier's default size), can print on `target`.
 */
export function printFit(
  target: PrintTarget,
  carrier: CarrierType,
  account: AccountRef | undefined,
): PrintFit {
  const size = account?.printSize ?? CARRIERS[carrier].defaultPrintSize;
  const format = labelFormatOf(carrier, account?.printSize);
  const where = describeTarget(target);
  const text = messages().support.fit;
  const makes = text.makes(text.whose(carrier, account?.id), format?.toUpperCase() ?? '', size);
  const zplSizes = zplPrintSizes().find((z) => z.carrier === carrier)?.sizes ?? [];
  const pdfSize = CARRIERS[carrier].printSizes.find((s) => labelFormatOf(carrier, s) === 'pdf');
  const wants: LabelFormat | undefined =
    target.kind === 'tcp' ? 'zpl' : target.kind === 'path' ? formatOfFile(target.file) : undefined;
  if (wants === undefined || format === wants) return {};
  if (format === undefined) return wants === 'zpl' ? { warning: text.unknownFormat(carrier, where) } : {};
  if (wants === 'zpl') {
    const what = target.kind === 'tcp' ? text.rawPort(where) : text.zplFile(where);
    const fix =
      account && zplSizes.length > 0
        ? text.setZplSize(printSizeCommand(account.id, zplSizes[0]!), flagOf('printer'))
        : text.noZplSize(carrier, zplCarriersText(), flagOf('printer'));
    return { issue: text.cannotPrint(makes, what, fix) };
  }
  // A ZPL label for a file named .pdf.
  const fix = text.toZplFile(account && pdfSize ? printSizeCommand(account.id, pdfSize) : undefined);
  return { issue: text.cannotPrint(makes, text.pdfFile(where), fix) };
}

/**
 * printFit for a label of `carrier` from `accounts`: the account named by carrierId, else
 * the one the service would choose. When no account can be chosen the shipment's own
 * checks say why, so there is nothing to say here.
 */
export function printFitFor(
  target: PrintTarget,
  carrier: CarrierType,
  accounts: readonly AccountRef[],
  options: { carrierId?: string; test: boolean },
): PrintFit {
  const explicit = options.carrierId ? accounts.find((a) => a.id === options.carrierId) : undefined;
  if (options.carrierId && (!explicit || explicit.type !== carrier)) return {};
  const chosen = chooseAccount(accounts, carrier, { test: options.test, ...(explicit ? { explicit } : {}) });
  if (chosen.problems.length > 0) return {};
  return printFit(target, carrier, chosen.account);
}
