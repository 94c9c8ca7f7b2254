import { timeSlotNameJa, type TestWindow } from '../../domain/index.js';
import type { Messages } from '../en/index.js';

const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'];

/** 平日 9:00〜22:00（JST）: the hours a carrier's test environment is up; short: 平日 9〜22時. */
function testHoursJa(window: TestWindow | undefined, short = false): string {
  if (!window) return 'いつでも';
  const weekdays = window.days.length === 5 && window.days.every((d, i) => d === i + 1);
  const days = weekdays ? '平日' : window.days.map((d) => `${WEEKDAYS_JA[d]}曜`).join('・');
  if (short) return `${days} ${window.startHour}〜${window.endHour}時`;
  return `${days} ${window.startHour}:00〜${window.endHour}:00（JST）`;
}

export const admin: Messages['admin'] = {
  catalog: {
    columns: {
      type: '種類',
      name: '名称',
      class: '区分',
      services: 'サービス',
      packSizes: 'サイズ',
      printSizes: '印刷サイズ',
      testLabels: 'テストラベル',
      tracking: '追跡',
      field: '項目',
      value: '内容',
      service: 'サービス',
    },
    fields: {
      name: '名称',
      packSizes: 'サイズ',
      timeSlots: '時間帯',
      printSizes: '印刷サイズ',
      testLabels: 'テストラベル',
      tracking: '追跡',
      shipmentDate: '出荷日',
      rates: '運賃',
      registration: '登録',
      credentials: '認証情報',
      rateRegions: '運賃の地域',
      rateSizes: '運賃のサイズ',
    },
    carrierName: (carrier) => carrier.nameJa,
    serviceName: (service) => service.nameJa ?? service.name,
    timeSlot: (slot) => timeSlotNameJa(slot),
    carrierClass: (value) => (value === 'domestic' ? '国内' : value === 'international' ? '国際' : value),
    nameWithClass: (name, carrierClass) => `${name}（${carrierClass}）`,
    title: (type, name) => `${type} — ${name}`,
    noneListed: '（記載なし）',
    none: '（なし）',
    noCredentials: 'なし',
    defaultSize: (size) => `${size}（既定）`,
    notInSpec: (sizes) => `${sizes}（仕様書に記載なし）`,
    flatParcel: 'なし（薄型の荷物を寸法で受け付けます）',
    tracked: (value) => (value ? 'あり' : 'なし'),
    separator: '、',
    credentialWithNotes: (name, notes) => `${name}（${notes}）`,
    testNo: 'なし',
    testYes: (account, hours) => `あり（${account}、${hours}）`,
    needsAccount: '登録済みアカウントが必要',
    noAccountNeeded: 'アカウント不要',
    testHours: (_hours, window) => testHoursJa(window),
    testCell: (available, _hours, window) =>
      available ? (window ? testHoursJa(window, true) : 'あり') : 'なし',
    unnamedCredentials: (count) => `文字列 ${count} 個（項目名は非公開。--credentials-file で指定）`,
    secret: '秘密',
    optional: '任意',
    defaultValue: (value) => `既定 ${value}`,
    shipmentDate: (_description, carrier, rule, today, last) => {
      if (rule.kind === 'always-today')
        return `${carrier} は常に当日出荷（${today} JST）。指定した日付は当日に置き換わります`;
      const range = `JST で今日から ${rule.maxDays} 日以内の YYYY-MM-DD（${today} 〜 ${last}）`;
      switch (rule.kind) {
        case 'required':
          return `${carrier} では必須: ${range}`;
        case 'optional':
          return `${carrier} では任意（省略時は指定なし）: ${range}`;
        case 'optional-default-today':
          return `${carrier} では任意（省略時は今日 ${today}）: ${range}`;
        case 'optional-lenient':
          return `${carrier} では任意（省略時は運送会社が今日を使用）: ${range}`;
      }
    },
    contractRates: '契約運賃',
    standardRates: '標準運賃',
    standardRatesOnly: (service) => `標準運賃（${service} のみ）`,
    registrationUps: (_issue) => 'ups のアカウントは API ではなくダッシュボード（OAuth）で登録します',
    registrationCustom: 'アカウント不要（自社配送）',
    registrationCommand: (type) => 'shipctl carriers add ' + type,
    notRegistrable: '登録できません',
    unknownType: (given) => `運送会社の種類「${given}」は存在しません`,
    useOneOf: (list) => `次のいずれかを指定してください: ${list}`,
  },
};
