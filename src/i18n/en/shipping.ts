// English messages of this area, by key. Japanese: ../ja/shipping.ts (typed by this object).
// The area: what rates, ship, station, shipments, track and orders show a person.
export const shipping = () => ({
  /** Checks of flags that order runs, lists and ship make before anything is sent. */
  checks: {
    notADay: (raw: string) => `"${raw}" is not a day: give today, tomorrow (本日, 明日) or YYYY-MM-DD`,
    oneOfCarriers: (carriers: string) => `must be one of ${carriers}`,
    pageWithRef: (refOrder: string, _page: string) =>
      `cannot be combined with ${refOrder}, which read every page`,
    shipDateNotKept: (given: string, why: string, instead: string | undefined, flag: string) =>
      `${given} would not be kept: ${why}; ${instead ? `use ${instead} or ` : ''}leave ${flag} out`,
    carrierWouldUse: (carrier: string, date: string | undefined) =>
      `${carrier} would use ${date ?? 'another date'}`,
    dateBeforeShipDate: (date: string, shipDate: string, today: boolean, flag: string) =>
      `delivery date ${date} is before the ship date ${shipDate}${today ? ' (today, JST)' : ''}: choose ${shipDate} or later, or leave ${flag} out for the earliest`,
    untrackedCarrier: (id: string, issue: string) => `${id}: ${issue}`,
  },
  // Names as a person reads them. English keeps the catalog's (domain/catalog.ts) as given.
  names: {
    /** A service's name (`name` is the catalog's, which English shows as it is). */
    service: (_code: string, name: string) => name,
    /** A carrier's name (`name` is the catalog's). */
    carrier: (_type: string, name: string) => name,
    /** A delivery time slot as the carriers write it (the code otherwise). */
    timeSlot: (code: string) => code,
    /** A carrier in a table's cell on a terminal (English: its code, as piped rows carry it). */
    carrierCell: (code: string, _name: string) => code,
    /** A service in a table's cell on a terminal (English: its code). */
    serviceCell: (code: string, _name: string) => code,
  },

  rates: {
    spinner: 'Quoting rates',
    /** The flags that give the sender where a quote names them. */
    senderFlags: (warehouse: string, zip: string, province: string) =>
      `${warehouse}, or ${zip} and ${province}`,
    columns: {
      carrier: 'carrier',
      service: 'service',
      name: 'name',
      price: 'price',
      surcharges: 'surcharges',
      account: 'account',
      carries: 'carries',
    },
    /** What a service carries: its limits (a mail service's) and whether it is tracked. */
    carries: (limits: readonly string[], tracking: boolean) =>
      [tracking ? 'tracked' : 'no tracking', limits.length ? `flat: ${limits.join(', ')}` : '']
        .filter(Boolean)
        .join('; '),
    surcharge: 'surcharge',
    noReason: 'no rate (no reason given)',
    leftOutOne: (service: string, reason: string) => `left out: ${service} — ${reason}`,
    leftOut: (names: string, debug: string) =>
      `left out: ${names} (this parcel or its options do not fit them; ${debug} says why)`,
    noneQuoted: 'no carrier could quote this request',
    noneQuotedHint: 'the carriers listed above failed; try again later, or check the addresses and sizes',
    noneToChoose: 'no rates for this request: nothing to choose from',
    noneToChooseHint: 'check the route and sizes, and the carrier accounts (`shipctl carriers list`)',
    noneTakeIt: (debug: string, json: string) =>
      `no rates for this request: no service takes it (the reasons are above; ${debug} shows them with ${json})`,
    noAccount: 'no rates for this request (no carrier account serves this route)',
    invalid: 'the rate request is invalid; nothing was sent',
  },
  ship: {
    /** What `--input` holds, where a file check names it. */
    theRequestBody: 'the request body',
    cancelledBeforeSent: 'cancelled before the request was sent: nothing was created',
    cancelledInFlight: (ref: string) =>
      `cancelled while the create was in flight: the request was sent; it may have created a shipment (ref_number ${ref})`,
    checkBeforeAgain: (command: string) => `check before shipping again: ${command}`,
    checkBeforeAgainRef: (ref: string, command: string) =>
      `check before shipping again (ref_number ${ref}): ${command}`,
    notAdopted: (id: string, ref: string, reason: string) =>
      `${id} also has ref_number ${ref} but is not this shipment: ${reason}; not adopted`,
    outcomeUnknown: (ref: string, lookupFailed: string | undefined) =>
      `the outcome is unknown: the API did not confirm the shipment, and ${
        lookupFailed
          ? `looking it up failed (${lookupFailed})`
          : `no shipment this attempt could have created (ref_number ${ref}) was found yet`
      }. It was NOT sent again.`,
    lookingFor: (ref: string) => `looking for a shipment with ref_number ${ref}…`,
    invalid: 'the request is invalid; nothing was sent',
    recipientUnclear: 'the recipient is not clear; nothing was sent',
    datesChanged: 'a date would be changed by the service; nothing was sent',
    cannotQuote: 'cannot quote this shipment; nothing was sent',
    wouldNotPrint: 'the label would not print; nothing was bought',
    /** The flags that fill a missing member, after the problem (ship's own where the shared table is not enough). */
    flags: {
      service: (service: string, cheapest: string) => `${service}, or ${cheapest}`,
      fromAddress: (fromWarehouse: string, fromAddress: string) => `${fromWarehouse} or ${fromAddress}`,
      toAddress: (toAddress: string) => `${toAddress} ID or the --to-* flags`,
    },
    requiredFor: (carrier: string, services: string) => `required for ${carrier}: one of ${services}`,
    defaultService: (service: string, carrier: string, cool: string | undefined, serviceFlag: string) =>
      `service: ${service}, the ${carrier} ${cool ?? 'standard'} service (another with ${serviceFlag})`,
    yesRequired: (yes: string) => `${yes} is required to buy a label when not running interactively`,
    yesRequiredHint: (yes: string, test: string, dryRun: string) =>
      `add ${yes} (or ${test} for a free dummy label); ${dryRun} shows the body that would be sent`,
    dryRun: 'dry run: nothing was sent',
    notConfirmed: 'not confirmed: nothing was sent',
    shipDateToday: (date: string, flag: string) => `ship date: ${date}, today (${flag} for another day)`,
    reconciled: (id: string) =>
      `found ${id} by its ref_number: the shipment was created although the API did not confirm it`,
    checkingRef: (ref: string) => `Checking for a shipment with ref ${ref}`,
    alreadyShipped: (ref: string, labels: string) =>
      `order ${ref} is already shipped: ${labels}. Nothing was sent.`,
    shippedBefore: (ref: string, labels: string) =>
      `order ${ref} is shipped already (${labels}): this is a second label for it`,
    alreadyShippedHint: (command: string) =>
      `see \`${command}\`; void that label first to ship the order again, or add --allow-duplicate-ref for a second label`,
    waitingForRef: (ref: string, pid: number) =>
      `waiting: another shipctl process (pid ${pid}) is buying a label for ref ${ref}; its label will be checked for first`,
    refBusy: (ref: string, pid: number) =>
      `another shipctl process (pid ${pid}) has been buying a label for ref ${ref} for too long: nothing was sent`,
    accountQuestion: (count: number, carrier: string) =>
      `You hold ${count} ${carrier} accounts. Which one pays for this label?`,
    accountsHeld: (count: number, carrier: string, carrierId: string) =>
      `you hold ${count} active ${carrier} accounts: choose one with ${carrierId}`,
    accountsHint: (id: string, carrierId: string) =>
      `e.g. ${carrierId} ${id} (or store one: shipctl config set carrier_id ${id})`,
    testClosedLeftOut: (why: string) => `left out of the services: ${why}`,
    cheapestSkipped: (services: string, size: string, cheapest: string) =>
      `not chosen without ${size}: ${services} (thin parcels only; give ${size} WxHxD to let ${cheapest} consider them)`,
    noRate: 'no rate',
    planNoQuote: 'no quote for this service and account: the price is known only once it is bought',
    noneQuoted: 'no carrier quoted this shipment; nothing was sent',
    noneQuotedHint: 'check the route and sizes with `shipctl rates`',
    nonePasses: (service: string) =>
      `no quoted service passes the checks; the cheapest, ${service}, needs these; nothing was sent`,
    cheapest: (service: string, price: string) => `cheapest: ${service} at ${price}`,
    creating: 'Creating the shipment',
    downloading: (what: string) => `Downloading ${what}`,
    theLabel: 'the label',
  },

  prompts: {
    required: 'required',
    /** The keys under a list of choices (the prompt library's words). */
    keys: { navigate: 'navigate', select: 'select' },
    notRunning: (flag: string) => `${flag} is required when not running interactively`,
    confirmHint: (yes: string, question: string) => `add ${yes} to answer yes to: ${question}`,
    /** The recipient's phone, asked where the carrier prints or calls it. */
    phone: (carrier: string) => `Recipient phone (${carrier} asks for it, e.g. 090-1234-5678)`,
    phoneAbroad: (carrier: string) =>
      `Recipient phone with country code (${carrier} asks for it, e.g. +1 212 555 1234)`,
    recipient: 'Recipient',
    newAddress: 'a new address (type it)',
    country: 'Recipient country (ISO code)',
    countryInvalid: 'a 2-letter country code such as JP, US, GB',
    name: 'Recipient name',
    zip: 'Recipient postal code',
    zipInvalid: '7 digits, e.g. 530-0001',
    province: 'Recipient prefecture / state',
    address1: 'Recipient street address',
    japan: {
      zipUnknown: (zip: string) => `${zip} is not in the Japanese postal data: check the code`,
      place: (zip: string, place: string) => `〒${zip} ${place}`,
      street: 'Town and block number (after the city, e.g. 梅田1-1-3)',
      building: 'Building and room (leave empty if none)',
      otherPlace: (written: string, zip: string, place: string) =>
        `${written} is not where 〒${zip} is (${place})`,
      fromTheZip: 'The postal code and the street are asked again.',
      askAgain: (issue: string) => `${issue}. The postal code and the street are asked again.`,
    },
    abroad: {
      zip: (name: string, country: string, example: string | undefined, optional: boolean) =>
        `Recipient ${name} (${country}${example ? `, e.g. ${example}` : ''}${optional ? ', empty to leave out' : ''})`,
      city: (optional: boolean) => `Recipient city${optional ? ' (empty to leave out)' : ''}`,
      province: (noun: string | undefined, example: string, optional: boolean) =>
        `Recipient ${noun ?? 'state or province'} (code, e.g. ${example}${optional ? '; empty to leave out' : ''})`,
      address2: 'Recipient building, suite or apartment (empty to leave out)',
    },
    serviceCheapestFirst: 'Service (cheapest first)',
    otherService: 'another carrier or service (no quote)',
    carrier: 'Carrier',
    carrierService: (carrier: string) => `${carrier} service`,
    onlyFits: 'the one that takes this parcel',
    onlyService: (carrier: string) => `the only ${carrier} service`,
    serviceChosen: (service: string, name: string, why: string) => `service: ${service} (${name}), ${why}`,
    packSize: (carrier: string) => `Pack size (${carrier}: sum of the three sides, cm)`,
    boxSize: 'Box size (sum of the three sides, cm)',
    notABox: 'Not a box: an envelope or a thin parcel (mail services)',
    cod: 'Cash on delivery: amount to collect (empty = none)',
    parcelWeight: 'Parcel weight (g)',
    parcelSize: 'Parcel size WxHxD in cm (empty to leave out)',
    productName: (n: number) => `Product ${n}: name`,
    quantity: 'quantity',
    unitPrice: (currency: string | undefined, currencyFlag: string) =>
      `unit price (${currency ?? `in the account’s currency; ${currencyFlag} sets another`})`,
    unitWeight: 'unit weight (g)',
    hsCode: 'HS code (6–10 digits, e.g. 6109.10)',
    origin: 'country of origin',
    originInvalid: 'a 2-letter country code such as JP',
    anotherProduct: 'Another product?',
    customsContents: 'Customs: contents',
    /** A customs content type in the menu: the code the service takes, and what it means. */
    contentTypeName: (code: string) => code,
    dutyPayer: 'Customs: who pays import duties',
    ddu: 'DDU — the recipient',
    ddp: 'DDP — the sender',
  },

  summary: {
    labels: {
      to: 'To',
      from: 'From',
      carrier: 'Carrier',
      account: 'Account',
      test: 'Test',
      size: 'Size',
      parcel: 'Parcel',
      parcels: 'Parcels',
      delivery: 'Delivery',
      shipDate: 'Ship date',
      options: 'Options',
      products: 'Products',
      currency: 'Currency',
      customs: 'Customs',
      price: 'Price',
      ref: 'Ref',
    },
    /** An address: who (name, company), where (zip, prefecture, city, street as given), its country code. */
    address: (name: string, company: string, where: string, country: string, _honoured: boolean) =>
      [[name, company].filter(Boolean).join(', '), where].filter(Boolean).join(' · ') +
      (country ? ` (${country})` : ''),
    /** Where an address is, its parts (〒 zip, prefecture, city, street) as English spaces them. */
    place: (parts: readonly string[]) => parts.join(' '),
    testLabel: 'yes: a free dummy label, not valid for shipping',
    mailbox: 'into the mailbox, no delivery day',
    delivery: (date: string | undefined, slot: string | undefined) =>
      `${date ?? 'the earliest the carrier offers'}, ${slot ?? 'any time'}`,
    deliveryAny: (dateFlag: string, timeFlag: string) =>
      `the earliest the carrier offers, any time (${dateFlag}, ${timeFlag})`,
    shipDateToday: (date: string, flag: string) => `${date}, today (${flag} for another day)`,
    shipDateUnset: 'not set: the day the carrier receives the request',
    cool: (temperature: string) => `cool ${temperature}`,
    cod: (amount: string) => `cash on delivery ${amount}`,
    insurance: (amount: string) => `insurance ${amount}`,
    signature: 'signature',
    returnLabel: 'return label',
    currencyKept: (declared: string, quoted: string) =>
      `the customs values stay in ${declared}; the label is priced in ${quoted} (nothing converted)`,
    currencyUnset: (quoted: string | undefined, currencyFlag: string) =>
      `not set: the service reads these values in the account's currency${quoted ? ` (quotes come in ${quoted})` : ''}; ${currencyFlag} USD declares them in another`,
    priceFree: (quote: string | undefined) => `free (test label${quote ? `; a real one: ${quote}` : ''})`,
    priceQuoted: (quote: string) => `${quote} (quote)`,
    priceNone: 'no quote for this service',
    confirmTest: 'Create this shipment as a free test label?',
    confirmPrice: (price: string) => `Create this shipment for ${price}?`,
    confirmNoQuote: 'Create this shipment (no quote for this service)?',
  },
  station: {
    noPreset: (preset: string, names: readonly string[]) =>
      `no station preset "${preset}"${names.length ? ` (presets: ${names.join(', ')})` : ''}`,
    noPresetHint: (preset: string) =>
      `store one: shipctl config set station.${preset}.carrier sagawa (also .service, .pack_size, .printer, .from_warehouse)`,
    notPrinting: (printer: string) =>
      `labels are not printed: no printer is set (store one: shipctl config set printer lp, or add ${printer}); ` +
      'print one later by its order number: shipctl labels print ORDER',
    yesRequired: (yes: string) => `${yes} is required to buy labels when not running interactively`,
    yesRequiredHint: (yes: string, test: string) => `add ${yes} (or ${test} for free dummy labels)`,
    cannotStart: 'the station cannot start with these choices; nothing was bought',
    ordersCarrier: 'the order’s carrier',
    size: (size: string | number) => `size ${size}`,
    testLabels: 'test labels',
    shipDate: (day: string) => `ship date ${day}`,
    printingTo: (target: string) => `printing to ${target}`,
    notPrintingShort: 'not printing',
    startLine: (what: string) => `station: ${what}`,
    /** Between the parts of the start line. */
    joiner: ', ',
    /** The carrier or service the station buys with (English: its code). */
    chosen: (code: string, _name: string) => code,
    confirm: 'Buy a real label for every order scanned?',
    ready: 'ready: scan an order number or ref; Ctrl+C ends',
    prompt: 'scan> ',
    /** The service on a scan's line (English: the code, the one typed after --service). */
    serviceCell: (code: string, _name: string) => code,
    labelNotPrinted: 'label NOT printed',
    labelPrintedAgain: 'label printed again',
    labelNotPrintedAgain: 'label NOT printed again',
    alreadyShippedAs: (id: string) => `already shipped as ${id}`,
    notFound: (scan: string) => `not found: no order has the id or ref number "${scan}"`,
    failed: (why: string) => `failed: ${why}`,
    reprintKey: 'r + Enter: print its label again',
    reprintFlag: (reprint: string) => `${reprint} prints it again`,
    reprintFailed: (id: string, why: string) => `label of ${id} not printed again: ${why}`,
    tally: {
      scanned: 'scanned',
      shipped: 'shipped',
      testLabels: (count: number) => `test label${count === 1 ? '' : 's'} (the orders stay open)`,
      alreadyShipped: (reprinted: number) =>
        `already shipped${reprinted ? ` (${reprinted} printed again)` : ''}`,
      failed: 'failed',
      notPrinted: (count: number) => `${count === 1 ? 'label' : 'labels'} not printed`,
      total: (amount: string) => `total ${amount}`,
      /** A carrier's count in the summary: `6 sagawa` (English: the code). */
      carrier: (code: string, _name: string) => code,
    },
    /** The box in hand: its size, its items (検品), its carrier. */
    box: {
      sizeAsk: (ref: string, fallback: string) =>
        `${ref}: scan its size (SIZE-60…) or type it${fallback ? `; Enter: ${fallback}` : ''}`,
      itemsAsk: (ref: string, count: number) =>
        `${ref}: scan its ${count} ${count === 1 ? 'item' : 'items'} (skip REASON: ship unchecked; cancel: put it back)`,
      sizeSet: (ref: string, size: number) => `${ref}: size ${size}`,
      itemOk: (name: string, done: number, total: number) => `item ${done}/${total}: ${name}`,
      itemWrong: (code: string, ref: string) => `${code} is not in ${ref}: take it out (label not bought)`,
      itemTooMany: (name: string, quantity: number) => `one too many: ${name} (the order has ${quantity})`,
      itemsLeft: (ref: string, left: number) =>
        `${ref}: ${left} ${left === 1 ? 'item' : 'items'} still to scan; the label is not bought`,
      skipNeedsReason: 'skip needs a reason: skip REASON (it is kept in the run’s record)',
      skipped: (ref: string, reason: string) => `${ref}: item check skipped (${reason})`,
      cancelled: (ref: string) => `${ref} put back: no label bought; scan it again to start over`,
      orderFirst: (code: string) => `${code}: scan an order first, then its size`,
      needSize: (ref: string, sizes: string) => `${ref}: no size yet: scan or type one of ${sizes}`,
      notBoughtNoSize: 'not bought: no size was scanned',
      notBoughtItems: (left: number) => `not bought: ${left} ${left === 1 ? 'item' : 'items'} not checked`,
      uncoded: (ref: string, lines: number) =>
        `${ref}: ${lines} product ${lines === 1 ? 'line has' : 'lines have'} no code (sku, barcode): not checked`,
      noItems: (ref: string) => `${ref}: no product line has a code (sku, barcode): nothing to check`,
      /** A carrier is given by its code and its name in the reader's language (English: the code). */
      otherCarrier: (own: string, _ownName: string, station: string, _stationName: string) =>
        `${own} order (station: ${station})`,
      replaced: (own: string, _ownName: string, used: string, _usedName: string) =>
        `order’s ${own}, shipped ${used}`,
      onlyCarrier: (own: string, _ownName: string, station: string, _stationName: string, flag: string) =>
        `not bought: a ${own} order; this station ships ${station} only (${flag})`,
      /** The carrier on a ✓ line (English: the service code, which names it). */
      carrierCell: (_carrier: string, code: string, _service: string, _standard: boolean) => code,
      blocked: (why: string) => `not bought, ${why}`,
      sheetWritten: (count: number, file: string) => `${count} size barcodes → ${file}`,
      noSizes: (carrier: string) => `${carrier} takes no pack sizes: give a carrier with sizes, e.g. sagawa`,
    },
  },
  openCheck: {
    heading: (blocked: number, open: number) =>
      `${blocked} of ${open} open ${open === 1 ? 'order' : 'orders'} cannot be shipped as ${blocked === 1 ? 'it is' : 'they are'}:`,
    group: (what: string, count: number) => `${what}: ${count} ${count === 1 ? 'order' : 'orders'}`,
    noCarrier: 'no carrier',
    noCarrierFix: (carrier: string) => `${carrier} sagawa, or shipctl config set station.carrier sagawa`,
    noSize: (carrier: string, sizes: string) => `no size for ${carrier} (${sizes})`,
    noSizeFix: (first: number, packSize: string, askSize: string) =>
      `${packSize} ${first}, shipctl config set station.pack_size ${first}, or ${askSize}`,
    printer: (issue: string) => `its label would not print: ${issue}`,
    shipped: (shipment: string) => `already shipped as ${shipment}`,
  },
  shipments: {
    reading: 'Reading the shipments',
    summary: {
      columns: {
        carrier: 'carrier',
        service: 'service',
        shipments: 'shipments',
        packs: 'packs',
        test: 'test',
        voided: 'voided',
      },
      total: 'total',
      testNote: (count: number) =>
        count === 1
          ? '1 test label is counted apart (TEST): it is not valid for shipping and not among the shipments.'
          : `${count} test labels are counted apart (TEST): they are not valid for shipping and not among the shipments.`,
    },
  },
  shipmentText: {
    columns: {
      id: 'id',
      created: 'created',
      carrier: 'carrier',
      service: 'service',
      tracking: 'tracking',
      ref: 'ref',
      recipient: 'recipient',
      place: 'place',
      state: 'state',
      test: 'test',
    },
    /** A shipment's state on a terminal (piped rows keep the API's word). */
    state: (state: string) => state,
    noName: '(no name)',
    voidQuestion: (what: string) => `Void shipment ${what}? Its label becomes invalid.`,
    voidSubject: (id: string) => `Shipment ${id}`,
    voiding: (id: string) => `Voiding ${id}`,
    testMark: ', test',
    voidAlready: (id: string) =>
      `${id} is void already (its label is not valid for shipping): nothing was sent`,
    reopened: (ref: string) => `order ${ref} is open again: scanning or shipping it makes a new label`,
    nothingToFind: 'nothing to find: give a ref, tracking number or name',
    searching: 'Searching every page of shipments',
    fetchingAll: 'Fetching every page of shipments',
    fetching: 'Fetching shipments',
    noneMatch: 'No shipments match (only the last 2 months are kept).',
    noneFound: (text: string) => `no shipment of the last 2 months matches "${text}"`,
    noneFoundHint:
      'a ref, a tracking number (or four or more of its digits), a shipment id, or part of a name; --state any includes void ones',
    fetchingOne: (what: string) => `Fetching ${what}`,
    /** A key of `shipments get` on a terminal (piped rows keep the key). */
    pairKey: (key: string) => key,
    get: {
      joiner: ', ',
      testLabel: 'test label (not valid for shipping)',
      inlinePdfJson: (json: string) => `(inline PDF, see ${json})`,
      inlinePdf: '(inline PDF)',
      noEstimate: '(no estimate)',
    },
    label: {
      noLink: (id: string) => `shipment ${id} has no label link`,
      noLinkHint: (id: string) => `see shipctl shipments get ${id}`,
      downloading: 'Downloading the label',
      unknownFormat: 'the label is neither PDF nor ZPL; it was saved as it came',
      isVoid: (id: string) => `${id} is void: this label is not valid for shipping`,
    },
  },
  orders: {
    columns: {
      order: 'order',
      id: 'id',
      created: 'created',
      carrier: 'carrier',
      recipient: 'recipient',
      place: 'place',
      products: 'products',
      contents: 'contents',
      ref: 'ref',
      status: 'status',
      state: 'state',
      label: 'label',
      shipment: 'shipment',
      service: 'service',
      tracking: 'tracking',
      error: 'error',
    },
    /** An order's or an outcome's status on a terminal (piped rows keep the word, e.g. `already shipped`). */
    status: (status: string) => status.replace('_', ' '),
    noName: '(no name)',
    fetching: 'Fetching orders',
    fetchingAll: 'Fetching every page of orders',
    noneMatch: (since: string) =>
      `No orders match (by default the last 2 weeks; ${since} 30d looks further, up to 2 months).`,
    creating: 'Creating the order',
    created: (id: string) => `Order ${id} created`,
    invalid: 'the order is invalid; nothing was sent',
    deleteQuestion: (what: string) => `Delete order ${what}?`,
    deleteSubject: (id: string) => `Order ${id}`,
    deleting: (id: string) => `Deleting ${id}`,
    productSpec: (flag: string, n: number, spec: string) =>
      `${flag} #${n} "${spec}": needs a name, a whole quantity of 1 or more and a price, e.g. "name=T-shirt,qty=2,price=2500" (or name,qty,price)`,
    ship: {
      idsAndAll: (all: string) => `give order IDs or ${all}, not both`,
      whichOrders: (all: string) => `which orders? give their IDs, or ${all}`,
      sinceWithAll: (since: string, all: string) => `${since} goes with ${all}`,
      yesRequired: (yes: string) => `${yes} is required to buy labels when not running interactively`,
      yesRequiredHint: (yes: string, test: string) => `add ${yes} (or ${test} for free dummy labels)`,
      cannotShip: 'these choices cannot make a label that ships and prints; nothing was bought',
      noneOpen: 'No open orders to ship.',
      noneOpenShipped: (count: number) =>
        `No open orders to ship (${count} already shipped; \`shipctl orders list\` shows them).`,
      labelsIn: (where: string) => `labels → ${where}`,
      leftOut: (count: number) =>
        `${count} order${count === 1 ? ' was' : 's were'} already shipped and left out.`,
      testStayOpen: 'Test labels: the orders stay open for the real run.',
      ambiguousRef: (typed: string, count: number, ids: string) =>
        `${typed} is the order number of ${count} orders: ${ids}`,
      ambiguousRefHint: 'give the order ID instead',
      notFound: (orders: string) => `no order ${orders} among the orders of the last 2 weeks`,
      notFoundHint:
        'see `shipctl orders list --since 60d`, or `shipctl shipments find ORDER-NUMBER` for its label',
      replacedCarrier: (ref: string, asked: string, service: string) =>
        `order ${ref} asks for ${asked}; shipping it ${service} as the flags say`,
      runLockedHint: 'wait for it to finish (or stop it); then run the same command again',
      serviceRequired: (carrier: string, count: number, services: string) =>
        `required: ${carrier} has ${count} services and no standard one: name one (${services})`,
      noPackSize: (name: string, carrier: string) =>
        `${name}: ${carrier} is international: its labels take no pack size (the order’s parcels are sent)`,
    },
  },
  /** What every order run (batch ship, orders ship, station) says around sending. */
  runs: {
    quoting: 'Quoting rates',
    checking: 'Checking the account for rows already shipped',
    progress: {
      done: (done: number, total: number) => `${done}/${total} done`,
      failed: (n: number) => `${n} failed`,
      remaining: (n: number) => `${n} remaining`,
      eta: (clock: string) => `ETA ${clock}`,
    },
    none: 'none',
    withoutRate: (money: string, rows: number) =>
      `${money} + ${rows} ${rows === 1 ? 'row' : 'rows'} without a rate`,
    confirm: (
      count: number,
      services: string,
      test: number,
      estimate: string | undefined,
      estimateFlag: string,
    ) => {
      const tests =
        test === count
          ? count === 1
            ? ', a test label'
            : ', all test labels'
          : test > 0
            ? `, ${test} ${test === 1 ? 'test label' : 'test labels'}`
            : '';
      const cost = estimate ? ` — estimated ${estimate}` : ` (cost not estimated: add ${estimateFlag})`;
      return `Create ${count} ${count === 1 ? 'shipment' : 'shipments'} (${services}${tests})${cost}?`;
    },
    replaced: (count: number, shown: string, more: boolean, outEncoding: string) =>
      `${count} character${count === 1 ? '' : 's'} Shift_JIS cannot hold ${
        count === 1 ? 'was' : 'were'
      } replaced in the results (${shown}${more ? ', …' : ''}); ${outEncoding} utf8 keeps them`,
    replacedAt: (line: number, column: string, char: string) => `line ${line} ${column} "${char}"`,
    grouped: (estimate: string, calls: number) =>
      `${estimate} (quoted per service, size and prefecture: ${calls} rate ${calls === 1 ? 'call' : 'calls'})`,
    maxTotalUnknown: (maxTotal: string, rows: number) =>
      `cannot hold ${maxTotal}: ${rows} ${rows === 1 ? 'row' : 'rows'} got no rate, so ${rows === 1 ? 'its' : 'their'} cost is unknown; nothing was sent`,
    maxTotalExceeded: (total: string, maxTotal: string, max: string) =>
      `the estimated total ${total} exceeds ${maxTotal} ${max}; nothing was sent`,
    stopping: 'stopping after the requests in flight; run the same command again to resume',
    labelNotSaved: (seq: number, why: string) => `label of row ${seq} not saved: ${why}`,
    tally: {
      shipped: 'shipped',
      testLabels: 'test labels (the orders stay open)',
      alreadyShipped: 'already shipped',
      failed: 'failed',
      skipped: 'skipped',
      notSent: 'not sent',
      printed: 'printed',
      printedBefore: 'printed before (not again)',
      notPrinted: 'not printed (waiting: shipctl labels print --pending)',
    },
    alreadyShipped: (n: number) =>
      `${n} row${n === 1 ? ' was' : 's were'} already shipped (a real label on the account carries the order number): not sent again`,
    reopened: (n: number) =>
      `${n} row${n === 1 ? '’s label was' : 's’ labels were'} voided since the last run: sent again`,
    racesVoided: (n: number, runId: string) =>
      `${n} label${n === 1 ? '' : 's'} made at the same moment as another process’s for the same order ${n === 1 ? 'was' : 'were'} voided; each row keeps the other label (see \`shipctl batch status ${runId}\`)`,
    adopted: (n: number) =>
      `${n} ${n === 1 ? 'shipment' : 'shipments'} found by ref_number after an interrupted request (not re-sent)`,
    doubled: (ref: string, kept: string, left: string, reason: string) =>
      `order ${ref} has two active real labels: ${kept} (the earlier, kept) and ${left}, which could not be voided (${reason})`,
    doubledHint: (left: string) =>
      `run the same command again to void it, or void it yourself: \`shipctl shipments void ${left}\` (and do not ship its label)`,
    stoppedMaxTotal: (maxTotal: string, max: string, tally: string) =>
      `stopped before passing ${maxTotal} ${max}: ${tally}`,
    otherMade: (id: string, ref: string) => `${id}, order ${ref}, was made elsewhere after this run began`,
    otherUnknown: 'labels appeared that this run did not make',
    stoppedOther: (why: string, tally: string) =>
      `stopped: another process is shipping these orders (${why}); ${tally}. Run the same command again once it is done: the rows it shipped are found and not sent again`,
    stopped: (tally: string) => `stopped: ${tally}`,
    seeStatus: (runId: string) => `see \`shipctl batch status ${runId}\``,
    unsaved: (tally: string, n: number) =>
      `${tally}, but ${n} label${n === 1 ? ' was' : 's were'} not saved: run the same command again to fetch ${n === 1 ? 'it' : 'them'} (nothing is sent again), or \`shipctl shipments label ID\``,
    missingFromMerged: (n: number) =>
      `${n} ${n === 1 ? 'label' : 'labels'} ${n === 1 ? 'is' : 'are'} missing from the merged file`,
    mergedPdf: (pages: number, file: string) =>
      `labels: ${pages} ${pages === 1 ? 'page' : 'pages'} → ${file}`,
    mergedZpl: (file: string) => `ZPL labels → ${file}`,
    resultsTo: (file: string) => `results → ${file}`,
  },
  /** The shared parts: carrier accounts, webhook secrets and inputs, the address flags, confirmations. */
  shared: {
    secretArgument:
      'refusing a webhook secret given as a command-line argument: it would stay in the shell history and be visible to other users in `ps`',
    secretSources: (secretFile: string, env: string, key: string) =>
      `pass ${secretFile} FILE, set ${env}, or store "${key}" in the profile`,
    noSecret: 'no webhook secret',
    stdinIsTerminal: (flag: string) => `${flag} - reads stdin, but stdin is a terminal`,
    stdinIsTerminalHint: (flag: string) => `pipe the data in, or pass a file to ${flag}`,
    cannotRead: (file: string, flag: string, why: string) => `cannot read ${file} (${flag}): ${why}`,
    wholeNumber: (flag: string, min: number, max: number, raw: string) =>
      `${flag} must be a whole number from ${min} to ${max}; got "${raw}"`,
    httpUrl: (flag: string, raw: string) => `${flag} must be an http(s) URL; got "${raw}"`,
    httpUrlExample: 'e.g. http://127.0.0.1:3000/webhooks',
    nowFormat: (raw: string) => `--now must be Unix seconds or an ISO 8601 date; got "${raw}"`,
    countryDefault: (country: string) => `country: JP (the default; ${country} to change)`,
    /** A DELETE done: English says what the API said. */
    deleted: (_subject: string, apiSaid: string) => apiSaid,
    deletedBefore: (what: string) =>
      `${what} was deleted (an earlier attempt went through; the retry found it gone)`,
  },
  track: {
    /** A tracking status on a terminal (piped rows and --json keep the API's word). */
    status: (status: string) => status,
    /** An event's details as the service wrote them (in English, like the live API): shown as they are. */
    details: (details: string) => details,
    columns: {
      carrier: 'carrier',
      number: 'number',
      date: 'date',
      status: 'status',
      details: 'details',
      city: 'city',
      country: 'country',
      zip: 'zip',
      time: 'time',
      timeJst: 'time (JST)',
      location: 'location',
    },
    estimated: (date: string) => `est. delivery ${date}`,
    queriesLeft: (left: number, of: number, cached: boolean) =>
      `${left} of ${of} queries left${cached ? ' (cached, none spent)' : ''}`,
    noScans: '  (no scans yet)',
    cachedNote: (at: string) => `cached; delivered ${at}: no query spent`,
    lookingFor: (text: string) => `Looking for ${text} among your shipments`,
    tracking: (carrier: string, number: string) => `Tracking ${carrier} ${number}`,
    notOwn: (text: string) =>
      `no shipment of yours (last 2 months) has tracking number ${text}: give the carrier before the number`,
    severalCarriers: (text: string, carriers: string) =>
      `tracking number ${text} is on shipments of several carriers (${carriers}): give the carrier`,
    carrierExample: (text: string) => `e.g. shipctl track sagawa ${text}`,
    noNumber: 'no tracking number given',
    forceWatch: (force: string, watch: string) =>
      `${force} cannot be combined with ${watch}: a watch never spends the last query`,
    intervalAlone: (interval: string, watch: string) => `${interval} is for ${watch}`,
    fileSkipped: (fileFlag: string, file: string, field: string, issue: string) =>
      `${fileFlag} ${file} ${field}: ${issue}; not tracked`,
    notAvailable: (carrier: string, carriers: string) =>
      `tracking is not available for ${carrier}: use one of ${carriers}`,
    noTracking: (carrier: string) =>
      `${carrier} has no tracking: the carrier gives its items no tracking number`,
    notViaApi: (carrier: string) =>
      `${carrier} cannot be tracked through the API (spec 4.10): look the number up on the carrier's own site`,
    line: (n: number) => `line ${n}`,
    lineShape: (line: string) => `"${line}" must be "carrier number" or "number"`,
    lineNoCarrier: (line: string, carrier: string) =>
      `"${line}" names no carrier: write "carrier number", or pass ${carrier}`,
    nothing: 'nothing to track',
    nothingHint: (shipment: string, file: string) =>
      `give CARRIER NUMBER, ${shipment} ID, or ${file} FILE (- for stdin)`,
    onlyOne: (shipment: string, file: string) => `give only one of CARRIER NUMBER, ${shipment} and ${file}`,
    noCarrier: 'no carrier given',
    noCarrierHint: 'track CARRIER NUMBER, e.g. shipctl track sagawa 123456789012',
    cannotRead: (fileFlag: string, file: string, why: string) => `cannot read ${fileFlag} ${file}: ${why}`,
    noTrackableLine: (fileFlag: string, file: string) =>
      `${fileFlag} ${file} has no line that can be tracked; nothing was sent`,
    noNumbers: (fileFlag: string, file: string) => `${fileFlag} ${file} holds no tracking numbers`,
    shipmentNoNumbers: (id: string) => `shipment ${id} has no tracking numbers`,
    intervalMin: 'at least 1m (each poll spends one of 15 queries)',
    nextCheck: (at: string, watched: number) => `next check ${at} (${watched} watched)`,
    retrying: (name: string, why: string) => `${name}: ${why}; trying again at the next check`,
    stopped: (name: string, why: string) => `${name}: ${why}; stopped watching it`,
    hint: (hint: string) => `hint: ${hint}`,
    delivered: (name: string, at: string | undefined) =>
      `${name} delivered${at ? ` ${at}` : ''}; stopped watching it`,
    exception: (name: string, details: string | undefined, command: string) =>
      `${name}: exception (${details ?? 'no details'}); watching paused. Resume with \`${command}\` once it is resolved`,
    budget: {
      thisNumber: 'this number',
      spent: (name: string, of: number) =>
        `all ${of} tracking queries of ${name} are spent; the API refuses more (429 TRACKING_LIMIT_EXCEEDED)`,
      spentHint: (force: string) =>
        `the count is kept in the data directory; ${force} sends the query anyway`,
      lastOne: (name: string, of: number) =>
        `${name} has 1 of ${of} tracking queries left; the last one is not spent by accident`,
      lastOneWatch: (command: string) => `a watch never spends it: run \`${command}\` when it matters`,
      lastOneHint: (of: number, force: string) =>
        `each number may be queried ${of} times (spec 4.10); pass ${force} to spend the last query`,
      exhaustedHint: (of: number) =>
        `each tracking number may be queried ${of} times (spec 4.10); this one has no queries left`,
      notFoundHint:
        'check the carrier and the number; a number is known once the carrier scans it, ' +
        'or at once when it belongs to one of your shipments with that carrier',
    },
  },
  /** What ship prints once a label is bought. */
  result: {
    /** A key of the result on a terminal (piped rows keep the key, `label_file`). */
    key: (key: string) => key.replace(/_/g, ' '),
    testLabel: ' (test label)',
    noLabel: 'the shipment has no label document',
    noInvoice: 'the shipment has no invoice document (domestic shipments have none)',
    failedDocument: (kind: 'label' | 'invoice', why: string) => `${kind}: ${why}`,
    saveLabel: (id: string) =>
      `label: save it with \`shipctl shipments label ${id}\` (the embedded sandbox's links work only while a command runs)`,
    downloadFailed: (what: string) => `download failed: ${what}`,
    wasCreated: (id: string) =>
      `the shipment WAS created (${id}): do not ship again; fetch the documents with \`shipctl shipments label ${id}\``,
  },
});
