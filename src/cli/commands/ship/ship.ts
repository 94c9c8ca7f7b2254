import type { Rate, ShipmentRequest } from '../../../contract/index.js';
import { normalizeRef, type Problem } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { CancelledError, UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { checkOutputFiles } from '../../output/output-files.js';
import { printerFile } from '../../print/index.js';
import { askRecipient } from '../../prompts/address-picker.js';
import { promptRecipientPhone } from '../../prompts/recipient-phone.js';
import { promptCarrierFields, promptRecipient, type PromptDeps } from '../../prompts/shipment.js';
import {
  carrierOf,
  fitSender,
  fitRecipientLines,
  isMissing,
  newRefNumber,
  objectAt,
  settleParcel,
  type Body,
} from '../../request/index.js';
import { issueText } from '../../../i18n/issues.js';
import { SHIPMENT_FLAGS } from '../../shared/flags.js';
import type { ShipOptions } from './index.js';
import { settleCarrierAccount } from './account.js';
import { assertDatesKept, fillRequiredShipDate } from './dates.js';
import { assertValid, defaultService, prepareShipment } from './prepare.js';
import { chooseCheapest, pickerRates, quotedRate } from './quote.js';
import { checkDocumentTargets, printResult, saveDocuments } from './result.js';
import { buyOnce, guardDuplicateRef } from './duplicate.js';
import { assertPrintable, printAfter, stationStep } from './station-step.js';
import { confirmQuestion, renderLines, summaryLines } from './summary.js';
import { messages } from '../../../i18n/index.js';

export async function run(given: ShipOptions, ctx: Context): Promise<number> {
  const { opts, printTarget, note, printerName } = await stationStep(given, ctx);
  checkOutputFiles({
    outputs: [
      { flag: '--label-out', value: opts.labelOut },
      { flag: '--invoice-out', value: opts.invoiceOut },
      ...printerFile(printTarget, opts),
    ],
    inputs: [{ flag: '--input', value: opts.input, what: 'the request body' }],
    cwd: ctx.cwd,
    paths: ctx.settings().paths,
  });
  const prepared = await prepareShipment(opts, ctx);
  const { body, parcel } = prepared;
  const canPrompt = ctx.prompter.canPrompt;
  const deps: PromptDeps = {
    prompter: ctx.prompter,
    now: await ctx.serviceNow(),
    note: (l) => ctx.notices.dim(l),
    warn: (l) => ctx.notices.warn(l),
    quote: (b) => pickerRates(() => ctx.client(), b, ctx, parcel),
    ...(ctx.io.stderrIsTTY && ctx.io.columns ? { columns: ctx.io.columns } : {}),
    ...(parcel ? { parcel } : {}),
  };

  // An unknown id or an unreadable flag cannot be fixed by answering questions: stop before asking any.
  if (canPrompt && prepared.problems.length > 0) assertValid(body, prepared.problems, ctx, prepared.sides);
  // A ref already given is checked before any question: a packer should not answer five
  // prompts to learn the parcel was shipped.
  const earlyRef = objectAt(body, 'setup').ref_number;
  const refCheckedEarly = canPrompt && !opts.dryRun && typeof earlyRef === 'string' && earlyRef !== '';
  if (refCheckedEarly)
    await guardDuplicateRef(await ctx.client(), earlyRef, { allow: Boolean(opts.allowDuplicateRef) }, ctx);
  if (canPrompt) await askRecipient(body, () => ctx.client(), deps);
  let rate: Rate | undefined;
  if (opts.cheapest && isMissing(objectAt(body, 'setup').service))
    rate = await chooseCheapest(body, await ctx.client(), ctx, canPrompt, parcel);
  let shipDateFilled = false;
  if (canPrompt) {
    rate ??= (await promptCarrierFields(body, deps)).rate;
    // The carrier chosen above may need recipient lines left empty before it was known (a US ZIP code for dhl).
    await promptRecipient(body, deps);
    // The phone once the service is known: only its carrier says whether one is needed.
    await promptRecipientPhone(body, deps);
    // A ship date the carrier requires is today unless said otherwise: the summary shows it.
    shipDateFilled = fillRequiredShipDate(body, deps.now);
  } else defaultService(body, ctx);
  // The prompts may have changed the recipient's country: the sender follows the route.
  fitSender(body, prepared.senderWarehouse);
  const fitted = settleParcel(body, parcel, opts);
  for (const w of fitted.warnings) ctx.notices.warn(w);
  await settleCarrierAccount(body, ctx, () => ctx.client(), { dryRun: Boolean(opts.dryRun) });
  const givenRef = objectAt(body, 'setup').ref_number;
  finishBody(body);
  for (const moved of fitRecipientLines(body, carrierOf(body))) ctx.notices.info(issueText(moved));
  const again = (p: Problem) => prepared.problems.some((q) => q.field === p.field && q.issue === p.issue);
  assertValid(body, [...prepared.problems, ...fitted.problems.filter((p) => !again(p))], ctx, prepared.sides);
  assertDatesKept(body, await ctx.serviceNow());

  const text = messages().shipping.ship;
  if (opts.dryRun) {
    printJson(ctx.io, body);
    ctx.notices.dim(text.dryRun);
    return 0;
  }
  // A real label costs money: a script must say so with --yes (a test label is free).
  if (!canPrompt && !ctx.globals.yes && objectAt(body, 'setup').test !== true)
    throw new UsageError(text.yesRequired, text.yesRequiredHint);
  await checkDocumentTargets(opts, ctx);
  const client = await ctx.client();
  if (printTarget) await assertPrintable(ctx, client, body, printTarget, printerName);
  // Before the summary a packer reads: a shipped order is refused before the question. Without
  // a question, the guard that runs with the create (buyOnce) is the only one needed.
  const willAsk = canPrompt && !ctx.globals.yes;
  if (willAsk && (!refCheckedEarly || givenRef !== earlyRef))
    await guardDuplicateRef(
      client,
      typeof givenRef === 'string' ? givenRef : undefined,
      { allow: Boolean(opts.allowDuplicateRef) },
      ctx,
    );
  if (willAsk) {
    rate ??= await quotedRate(client, body, ctx, parcel);
    const facts = {
      ...(prepared.senderLabel ? { senderLabel: prepared.senderLabel } : {}),
      ...(rate ? { rate } : {}),
      ...(parcel ? { parcel } : {}),
      shipDateFilled,
    };
    ctx.io.stderr.write(
      renderLines(summaryLines(body, facts), ctx.io.stderrIsTTY ? (ctx.io.columns ?? 80) : undefined),
    );
    if (!(await ctx.prompter.confirm({ message: confirmQuestion(body, rate), default: false })))
      throw new CancelledError(text.notConfirmed);
  } else if (shipDateFilled)
    ctx.notices.dim(
      text.shipDateToday(String(objectAt(body, 'setup').shipment_date), SHIPMENT_FLAGS.shipmentDate.long),
    );
  // The guard again, with the create, under the ref's lock: a purchase of the same order that
  // ran while the summary was read is found here.
  const created = await buyOnce(
    client,
    body as ShipmentRequest,
    {
      allow: Boolean(opts.allowDuplicateRef),
      givenRef: typeof givenRef === 'string' ? givenRef : undefined,
    },
    ctx,
  );
  if (created.reconciled) ctx.notices.warn(text.reconciled(created.shipment.id));
  const saved = await saveDocuments(client, created.shipment, opts, ctx);
  const code = await printResult(created.shipment, saved, ctx);
  return printTarget ? printAfter(ctx, client, created.shipment, printTarget, saved.label, code, note) : code;
}

/**
 * setup.carrier names the carrier for orders; a shipment's service already does,
 * so it is dropped once a service is set. Every shipment gets a ref_number: the
 * key for finding it again after an unconfirmed create.
 */
function finishBody(body: Body): void {
  const setup = objectAt(body, 'setup');
  if (!isMissing(setup.service)) delete setup.carrier;
  // The order number as every command prints and compares it (domain/ref.ts).
  if (typeof setup.ref_number === 'string') setup.ref_number = normalizeRef(setup.ref_number);
  if (isMissing(setup.ref_number)) setup.ref_number = newRefNumber();
}
