// Paper: print targets, the print queue, delivery notes (納品書) and the driver's handover list.
export const paper = () => ({
  target: {
    noCups: (flag: string) => `${flag}: CUPS is not installed here (lpstat was not found)`,
    noCupsHint: 'install CUPS (e.g. apt-get install cups), or print to a file: --printer labels.pdf',
    noQueue: (flag: string, queue: string, said: string) =>
      `${flag}: there is no CUPS queue named ${queue}${said ? ` (lpstat: ${said})` : ''}; nothing was bought`,
    noQueueHint: (queue: string) =>
      `list the queues with \`lpstat -p\` and name one (--printer lp:QUEUE), or add ${queue} with lpadmin`,
    noDefaultQueue: (flag: string, said: string) =>
      `${flag}: CUPS has no default queue${said ? ` (lpstat: ${said})` : ''}; nothing was bought`,
    noDefaultQueueHint:
      'name a queue (--printer lp:QUEUE; `lpstat -p` lists them), or set one with `lpoptions -d QUEUE`',
    noFolder: (flag: string, dir: string) =>
      `${flag}: the folder ${dir} does not exist; create it or name another file`,
    notPdf: (flag: string, file: string) =>
      `${flag}: ${file} exists and is not a PDF, so no pages can be added to it; move it away or name another file`,
    noteOnRawPort: (flag: string) =>
      `${flag}: a raw port prints ZPL only, and a delivery note is a PDF; print to lp or a file, or leave out --delivery-note`,
  },
  queue: {
    sent: (what: string, id: string, target: string) => `${what} of ${id} → ${target}`,
    reprint: (what: string, id: string, target: string, times: number) =>
      `REPRINT: ${what} of ${id} → ${target} (printed ${times === 1 ? 'once' : `${times} times`} before)`,
    label: 'label',
    labelAndNote: 'label and delivery note',
    note: 'delivery note',
    notPrinted: (what: string, id: string, target: string, error: string) =>
      `${what} of ${id} not printed (${target}): ${error}; it stays waiting: \`shipctl labels print --pending\``,
    alreadyPrinted: (count: number) =>
      `${count} label${count === 1 ? ' was' : 's were'} printed before and ${count === 1 ? 'is' : 'are'} not printed again (a reprint: \`shipctl labels print ORDER-OR-TRACKING\`)`,
    nothingPending: 'nothing is waiting to be printed',
    noneNamed: (name: string) =>
      `nothing printed before is known by ${name} (an order number, tracking number or shipment ID)`,
    noneNamedHint:
      'see what waits with `shipctl labels print --pending`, or print a label anew with `shipctl shipments label ID --print`',
    voidSkipped: (id: string) => `${id} was voided: its label is not printed`,
    nameOrPending:
      'name the labels to print again (order number, tracking number, shipment ID), or give --pending',
    tally: (printed: number, reprinted: number, skipped: number) =>
      `${printed} printed, ${reprinted} reprinted, ${skipped} already printed`,
  },
  note: {
    title: '納品書',
    titleSub: 'Delivery note',
    orderNumber: 'Order no.',
    date: 'Date',
    to: 'Ship to',
    from: 'From',
    registration: 'Registration no.',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    reducedMark: '※ reduced tax rate (8 %) item',
    totalAt: (rate: number) => `${rate} % items`,
    taxAt: (rate: number) => `of which tax (${rate} %)`,
    total: 'Total (tax included)',
    gift: 'A gift: no prices are shown',
    thanks: 'Thank you for your order.',
    badSize: (flag: string, got: string) =>
      `${flag}: ${got} is not a delivery-note size; use a4, a5 or label`,
  },
  handover: {
    title: '集荷リスト',
    titleSub: 'Handover list',
    day: 'Day',
    printedAt: 'Printed',
    count: (n: number) => `${n} parcel${n === 1 ? '' : 's'}`,
    columns: {
      no: '#',
      tracking: 'Tracking no.',
      ref: 'Order',
      prefecture: 'Prefecture',
      size: 'Size',
      service: 'Service',
    },
    testApart: (n: number) => `Test labels (not handed over): ${n}`,
    voidApart: (n: number) => `Voided labels (not handed over): ${n}`,
    signature: 'Driver’s signature',
    time: 'Time collected',
    nothing: 'no labels',
    csvWritten: (file: string) => `handover list (CSV) → ${file}`,
    written: (file: string, pages: number) =>
      `handover list → ${file} (${pages} page${pages === 1 ? '' : 's'})`,
  },
});
