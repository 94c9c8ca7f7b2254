import type { Messages } from '../en/index.js';

export const paper = (): Messages['paper'] => ({
  target: {
    noCups: (flag) => `${flag}: この機械に CUPS がありません（lpstat が見つかりません）`,
    noCupsHint:
      'CUPS を入れる（例: apt-get install cups）か、ファイルに印刷してください: --printer labels.pdf',
    noQueue: (flag, queue, said) =>
      `${flag}: ${queue} という CUPS のキューはありません${said ? `（lpstat: ${said}）` : ''}。何も購入していません`,
    noQueueHint: (queue) =>
      `\`lpstat -p\` でキューを確かめて指定する（--printer lp:キュー名）か、lpadmin で ${queue} を追加してください`,
    noDefaultQueue: (flag, said) =>
      `${flag}: CUPS に既定のキューがありません${said ? `（lpstat: ${said}）` : ''}。何も購入していません`,
    noDefaultQueueHint:
      'キューを指定する（--printer lp:キュー名。`lpstat -p` で一覧）か、`lpoptions -d キュー名` で既定にしてください',
    noFolder: (flag, dir) =>
      `${flag}: フォルダ ${dir} がありません。作成するか、別のファイルを指定してください`,
    notPdf: (flag, file) =>
      `${flag}: ${file} は PDF ではないため、ページを追加できません。移動するか、別のファイルを指定してください`,
    noteOnRawPort: (flag) =>
      `${flag}: RAW ポートは ZPL しか印刷できず、納品書は PDF です。lp かファイルに印刷するか、--delivery-note を外してください`,
  },
  queue: {
    sent: (what, id, target) => `${id} の${what} → ${target}`,
    reprint: (what, id, target, times) => `再印刷: ${id} の${what} → ${target}（これまでに ${times} 回印刷）`,
    label: 'ラベル',
    labelAndNote: 'ラベルと納品書',
    note: '納品書',
    notPrinted: (what, id, target, error) =>
      `${id} の${what}を印刷できませんでした（${target}）: ${error}。印刷待ちに残ります: \`shipctl labels print --pending\``,
    alreadyPrinted: (count) =>
      `${count} 件のラベルは印刷済みのため、もう一度は印刷しません（再印刷: \`shipctl labels print 注文番号または追跡番号\`）`,
    nothingPending: '印刷待ちはありません',
    noneNamed: (name) => `${name} で印刷したものは見つかりません（注文番号、追跡番号、出荷 ID のいずれか）`,
    noneNamedHint:
      '印刷待ちは `shipctl labels print --pending` で確かめられます。ラベルを改めて印刷するには `shipctl shipments label ID --print`',
    voidSkipped: (id) => `${id} は取り消し済みのため、ラベルを印刷しません`,
    nameOrPending: '再印刷するラベルを注文番号・追跡番号・出荷 ID で指定するか、--pending を付けてください',
    tally: (printed, reprinted, skipped) =>
      `印刷 ${printed} 件、再印刷 ${reprinted} 件、印刷済みのため省略 ${skipped} 件`,
  },
  note: {
    title: '納品書',
    titleSub: 'お買い上げ明細',
    orderNumber: '注文番号',
    date: '発行日',
    to: 'お届け先',
    from: '発行元',
    registration: '登録番号',
    item: '品名',
    quantity: '数量',
    unitPrice: '単価',
    amount: '金額',
    reducedMark: '※ は軽減税率（8%）対象',
    totalAt: (rate) => `${rate}% 対象`,
    taxAt: (rate) => `うち消費税（${rate}%）`,
    total: '合計（税込）',
    gift: 'ギフトのため金額は記載していません',
    thanks: 'このたびはご注文ありがとうございます。',
    badSize: (flag, got) =>
      `${flag}: ${got} は納品書のサイズではありません。a4、a5、label のいずれかを指定してください`,
  },
  handover: {
    title: '集荷リスト',
    titleSub: '出荷明細',
    day: '出荷日',
    printedAt: '作成',
    count: (n) => `${n} 個`,
    columns: {
      no: 'No.',
      tracking: '追跡番号',
      ref: '注文番号',
      prefecture: '都道府県',
      size: 'サイズ',
      service: 'サービス',
    },
    testApart: (n) => `テストラベル（引き渡し対象外）: ${n} 件`,
    voidApart: (n) => `取り消し済みラベル（引き渡し対象外）: ${n} 件`,
    signature: 'ドライバー署名',
    time: '集荷時刻',
    nothing: 'ラベルなし',
    csvWritten: (file) => `集荷リスト（CSV）→ ${file}`,
    written: (file, pages) => `集荷リスト → ${file}（${pages} ページ）`,
  },
});
