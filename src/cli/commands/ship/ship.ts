import type { Rate } from '../../../contract/index.js';
import type { Context } from '../../context.js';
import { CancelledError, UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { checkOutputFiles } from '../../output/output-files.js';
import { withSpinner } from '../../output/spinner.js';
import { printerFile } from '../../print/index.js';
import { askRecipient } from '../../prompts/address-picker.js';
import { promptRecipientPhone } from '../../prompts/recipient-phone.js';
import { promptCarrierFields, promptRecipient, type PromptDeps } from '../../prompts/shipment.js';
import { isMissing, objectAt } from '../../../ops/request/index.js';
import { namingFlags } from '../../request/flag-names.js';
import { GLOBAL_FLAG, IO_FLAGS, SHIPMENT_FLAGS } from '../../shared/flags.js';
import { accountLine } from '../../../ops/accounts.js';
import {
  buyPlanned,
  fillRequiredShipDate,
  guardDuplicateRef,
  planSettled,
  refuseUnsettled,
  settleShipment,
} from '../../../ops/purchase.js';
import { chooseCheapest, pickerRates } from '../../../ops/quote.js';
import { checkDocumentTargets } from '../../../ops/shipments.js';
import { invoiceOut, labelOut, type ShipOptions } from './index.js';
import { assertValid, prepareShipment, shipFlags } from './prepare.js';
import { documentFlags, printResult, saveDocuments } from './result.js';
import { printAfter, stationStep } from './station-step.js';
import { confirmQuestion, renderLines, summaryLines } from './summary.js';
import { messages } from '../../../i18n/index.js';

// `ship` is a shell over the purchase operations (src/ops/purchase.ts): the flags and the
// prompts fill the draft; the operations settle it, plan it (every check the purchase runs) and
// buy it; the summary, the confirmation, the files and the printer are this command's.
export async function run(given: ShipOptions, ctx: Context): Promise<number> {
  const { opts, printTarget, note, printerName } = await stationStep(given, ctx);
  checkOutputFiles({
    outputs: [
      { flag: labelOut.long, value: opts.labelOut },
      { flag: invoiceOut.long, value: opts.invoiceOut },
      ...printerFile(printTarget, opts),
    ],
    inputs: [{ flag: IO_FLAGS.input.long, value: opts.input, what: messages().shipping.ship.theRequestBody }],
    cwd: ctx.cwd,
    paths: ctx.settings().paths,
  });
  const prepared = await prepareShipment(opts, ctx);
  const { body, parcel } = prepared;
  const canPrompt = ctx.prompter.canPrompt;
  const text = messages().shipping.ship;
  const allow = Boolean(opts.allowDuplicateRef);
  const deps: PromptDeps = {
    prompter: ctx.prompter,
    now: await ctx.serviceNow(),
    note: (l) => ctx.notices.dim(l),
    warn: (l) => ctx.notices.warn(l),
    quote: (b) => withSpinner(ctx.io, messages().shipping.rates.spinner, () => pickerRates(ctx, b, parcel)),
    ...(ctx.io.stderrIsTTY && ctx.io.columns ? { columns: ctx.io.columns } : {}),
    ...(parcel ? { parcel } : {}),
  };

  // An unknown id or an unreadable flag cannot be fixed by answering questions: stop before asking any.
  if (canPrompt && prepared.problems.length > 0) assertValid(ctx, prepared);
  // A ref already given is checked before any question: a packer should not answer five
  // prompts to learn the parcel was shipped.
  const earlyRef = objectAt(body, 'setup').ref_number;
  const refCheckedEarly = canPrompt && !opts.dryRun && typeof earlyRef === 'string' && earlyRef !== '';
  if (refCheckedEarly)
    await withSpinner(ctx.io, text.checkingRef(earlyRef), () => guardDuplicateRef(ctx, earlyRef, { allow }));
  if (canPrompt) await askRecipient(body, () => ctx.client(), deps);
  let rate: Rate | undefined;
  if (opts.cheapest && isMissing(objectAt(body, 'setup').service))
    rate = await namingFlags(shipFlags(), () =>
      withSpinner(ctx.io, messages().shipping.rates.spinner, () =>
        chooseCheapest(ctx, body, { takeRefused: canPrompt, parcel }),
      ),
    );
  let shipDateFilled = false;
  if (canPrompt) {
    rate ??= (await promptCarrierFields(body, deps)).rate;
    // The carrier chosen above may need recipient lines left empty before it was known (a US ZIP code for dhl).
    await promptRecipient(body, deps);
    // The phone once the service is known: only its carrier says whether one is needed.
    await promptRecipientPhone(body, deps);
    // A ship date the carrier requires is today unless said otherwise: the summary shows it.
    shipDateFilled = fillRequiredShipDate(body, deps.now);
  }
  const settled = await settleShipment(
    ctx,
    {
      body,
      problems: prepared.problems,
      sides: prepared.sides,
      parcel,
      senderWarehouse: prepared.senderWarehouse,
      measures: opts,
    },
    {
      defaultService: !canPrompt,
      dryRun: Boolean(opts.dryRun),
      ...(canPrompt
        ? {
            chooseAccount: ({ carrier, accounts }) =>
              ctx.prompter.select({
                message: text.accountQuestion(accounts.length, carrier),
                flag: SHIPMENT_FLAGS.carrierId.long,
                choices: accounts.map((a) => ({ name: accountLine(a), value: a.id })),
              }),
          }
        : {}),
    },
  );
  await namingFlags(shipFlags(), () => refuseUnsettled(settled));

  if (opts.dryRun) {
    printJson(ctx.io, body);
    ctx.notices.dim(text.dryRun);
    return 0;
  }
  // A real label costs money: a script must say so with --yes (a test label is free).
  if (!canPrompt && !ctx.globals.yes && objectAt(body, 'setup').test !== true)
    throw new UsageError(
      text.yesRequired(GLOBAL_FLAG.yes.long),
      text.yesRequiredHint(GLOBAL_FLAG.yes.long, SHIPMENT_FLAGS.test.long, IO_FLAGS.dryRun.long),
    );
  await checkDocumentTargets(ctx, { ...opts, names: documentFlags() });
  // Without a question, the plan neither prices nor guards: the guard runs with the create
  // (buyPlanned), under the ref's lock, and nobody reads a price.
  const willAsk = canPrompt && !ctx.globals.yes;
  const guardNow = willAsk && (!refCheckedEarly || settled.givenRef !== earlyRef);
  const planning = () =>
    planSettled(ctx, settled, {
      allowDuplicateRef: allow,
      rate,
      parcel,
      price: willAsk,
      guard: guardNow,
      ...(printTarget ? { printer: { target: printTarget, name: printerName } } : {}),
    });
  const plan = await namingFlags(shipFlags(), () =>
    guardNow && settled.givenRef
      ? withSpinner(ctx.io, text.checkingRef(settled.givenRef), planning)
      : planning(),
  );
  // The rules and the parcel's fitting said theirs already; these only the plan knows.
  for (const w of plan.warnings)
    if (w.code === 'printer' || w.code === 'already_shipped') ctx.notices.warn(w.message);
  if (willAsk) {
    const facts = {
      ...(prepared.senderLabel ? { senderLabel: prepared.senderLabel } : {}),
      ...(plan.rate ? { rate: plan.rate } : {}),
      ...(parcel ? { parcel } : {}),
      shipDateFilled,
    };
    ctx.io.stderr.write(
      renderLines(summaryLines(body, facts), ctx.io.stderrIsTTY ? (ctx.io.columns ?? 80) : undefined),
    );
    if (!(await ctx.prompter.confirm({ message: confirmQuestion(body, plan.rate), default: false })))
      throw new CancelledError(text.notConfirmed);
  } else if (shipDateFilled)
    ctx.notices.dim(
      text.shipDateToday(String(objectAt(body, 'setup').shipment_date), SHIPMENT_FLAGS.shipmentDate.long),
    );
  // Ctrl+C while the label is bought: the create is aborted, and whether it had been sent decides
  // what the user is told (ops/purchase/create.ts).
  const abort = new AbortController();
  const onSigint = () => abort.abort(new CancelledError());
  process.once('SIGINT', onSigint);
  let created;
  try {
    created = await withSpinner(ctx.io, text.creating, () => buyPlanned(ctx, plan, { signal: abort.signal }));
  } finally {
    process.off('SIGINT', onSigint);
  }
  if (created.reconciled) ctx.notices.warn(text.reconciled(created.shipment.id));
  const saved = await saveDocuments(created.shipment, opts, ctx);
  const code = await printResult(created.shipment, saved, ctx);
  const client = await ctx.client();
  return printTarget ? printAfter(ctx, client, created.shipment, printTarget, saved.label, code, note) : code;
}
