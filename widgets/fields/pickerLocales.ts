// The date picker's language: date-fns's locale (month and day names, the order of day, month and
// year, the first day of the week) and MUI X's texts (its buttons' accessible names, the field's
// placeholders), per console locale. date-fns's locales load on demand, one small chunk each.
import type { Locale } from 'date-fns';
import { deDE, enUS, esES, faIR, frFR, heIL, itIT, jaJP, nlNL, ptBR, zhCN, zhTW } from '@mui/x-date-pickers/locales';
import { consoleLocaleOf } from '../../domain/locales.ts';

type PickerTexts = typeof enUS;

const DATE_FNS: Readonly<Record<string, () => Promise<Locale>>> = {
  en: () => import('date-fns/locale/en-US').then((m) => m.enUS),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
  es: () => import('date-fns/locale/es').then((m) => m.es),
  it: () => import('date-fns/locale/it').then((m) => m.it),
  'pt-BR': () => import('date-fns/locale/pt-BR').then((m) => m.ptBR),
  nl: () => import('date-fns/locale/nl').then((m) => m.nl),
  ja: () => import('date-fns/locale/ja').then((m) => m.ja),
  'zh-CN': () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  'zh-TW': () => import('date-fns/locale/zh-TW').then((m) => m.zhTW),
  ar: () => import('date-fns/locale/ar').then((m) => m.ar),
  he: () => import('date-fns/locale/he').then((m) => m.he),
  fa: () => import('date-fns/locale/fa-IR').then((m) => m.faIR),
};

type LocaleText = NonNullable<PickerTexts['components']['MuiLocalizationProvider']['defaultProps']['localeText']>;

/** Arabic names of the picker's views ('اختيار الساعات'). */
const ARABIC_VIEWS: Readonly<Record<string, string>> = { hours: 'الساعات', minutes: 'الدقائق', seconds: 'الثواني', meridiem: 'ص/م' };
const arabicPlural = new Intl.PluralRules('ar');
/** A count of hours, minutes or seconds with the noun's form for the number ('ساعة', 'ساعتان', 'ساعات'). */
const arabicCount = (count: string, forms: { one: string; two: string; few: string; many: string }) => {
  const rule = arabicPlural.select(Number(count));
  return `${count} ${rule === 'two' ? forms.two : rule === 'few' ? forms.few : rule === 'many' ? forms.many : forms.one}`;
};

/** Arabic, which MUI X does not ship: the texts a user sees or hears (buttons, titles, the field's placeholders, the time lists). */
const ARABIC: LocaleText = {
  clockLabelText: (view, formattedTime) => `اختيار ${ARABIC_VIEWS[view] ?? view}. ${formattedTime ? `الوقت المختار ${formattedTime}` : 'لم يُختر وقت'}`,
  hoursClockNumberText: (hours) => arabicCount(hours, { one: 'ساعة', two: 'ساعتان', few: 'ساعات', many: 'ساعة' }),
  minutesClockNumberText: (minutes) => arabicCount(minutes, { one: 'دقيقة', two: 'دقيقتان', few: 'دقائق', many: 'دقيقة' }),
  secondsClockNumberText: (seconds) => arabicCount(seconds, { one: 'ثانية', two: 'ثانيتان', few: 'ثوانٍ', many: 'ثانية' }),
  selectViewText: (view) => `اختيار ${ARABIC_VIEWS[view] ?? view}`,
  timeTableLabel: 'اختيار الوقت',
  dateTableLabel: 'اختيار التاريخ',
  calendarWeekNumberHeaderLabel: 'رقم الأسبوع',
  calendarWeekNumberAriaLabelText: (weekNumber) => `الأسبوع ${weekNumber}`,
  weekDay: 'يوم الأسبوع',
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  openPreviousView: 'فتح العرض السابق',
  openNextView: 'فتح العرض التالي',
  calendarViewSwitchingButtonAriaLabel: (view) => (view === 'year' ? 'عرض السنوات مفتوح، الانتقال إلى عرض التقويم' : 'عرض التقويم مفتوح، الانتقال إلى عرض السنوات'),
  cancelButtonLabel: 'إلغاء',
  clearButtonLabel: 'مسح',
  okButtonLabel: 'موافق',
  todayButtonLabel: 'اليوم',
  nextStepButtonLabel: 'التالي',
  datePickerToolbarTitle: 'اختيار التاريخ',
  dateTimePickerToolbarTitle: 'اختيار التاريخ والوقت',
  timePickerToolbarTitle: 'اختيار الوقت',
  openDatePickerDialogue: (date) => (date ? `اختيار التاريخ، التاريخ المختار ${date}` : 'اختيار التاريخ'),
  openTimePickerDialogue: (time) => (time ? `اختيار الوقت، الوقت المختار ${time}` : 'اختيار الوقت'),
  fieldClearLabel: 'مسح القيمة',
  fieldYearPlaceholder: (params) => 'س'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'الشهر' : 'شش'),
  fieldDayPlaceholder: () => 'يي',
  fieldHoursPlaceholder: () => 'سا',
  fieldMinutesPlaceholder: () => 'دد',
  fieldSecondsPlaceholder: () => 'ثث',
  fieldMeridiemPlaceholder: () => 'ص/م',
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  hours: 'الساعات',
  minutes: 'الدقائق',
  seconds: 'الثواني',
  meridiem: 'ص/م',
  empty: 'فارغ',
};

/** MUI X's own texts per console locale (Arabic, which MUI X lacks, written here). */
const TEXTS: Readonly<Record<string, LocaleText>> = {
  ...Object.fromEntries(
    Object.entries({ en: enUS, de: deDE, fr: frFR, es: esES, it: itIT, 'pt-BR': ptBR, nl: nlNL, ja: jaJP, 'zh-CN': zhCN, 'zh-TW': zhTW, he: heIL, fa: faIR }).map(
      ([code, locale]) => [code, locale.components.MuiLocalizationProvider.defaultProps.localeText as LocaleText],
    ),
  ),
  ar: ARABIC,
};

export interface PickerLocale {
  /** The console locale whose calendar is drawn (English for a language the console does not offer). */
  code: string;
  dateFns: Locale;
  /** MUI X's texts of the locale. */
  texts: LocaleText;
}

/** The picker's locale for the page's language ("de", "pt-BR", "iw"). */
export async function pickerLocale(language: string): Promise<PickerLocale> {
  const code = consoleLocaleOf(language) ?? 'en';
  const dateFns = await (DATE_FNS[code] ?? DATE_FNS.en!)();
  return { code, dateFns, texts: TEXTS[code] ?? TEXTS.en! };
}
