// The org chart's layout, without React: who is where (the managers' chain above, the person in the
// middle, one page of direct reports below), the paging of the reports and the keyboard moves
// between people. The chart component only draws what this model says.

/** An attribute of an org-chart answer (OrgChartUserInfoNode's primary and secondary attributes). */
export interface ChartAttribute {
  key: string;
  displayLabel?: string;
  value?: string;
}

/** One person of an org-chart answer. */
export interface ChartPersonNode {
  dn: string;
  fullName?: string;
  image?: string;
  primaryAttributes?: ChartAttribute[];
  secondaryAttributes?: ChartAttribute[];
  totalNumberOfReportees?: number;
}

/** The org-chart answer: the person, the managers (nearest first) and a slice of the reports. */
export interface ChartAnswer {
  userQuickInfo?: ChartPersonNode;
  managers?: ChartPersonNode[];
  reportees?: ChartPersonNode[];
  totalNumberOfReportees?: number;
}

export interface ChartPerson {
  dn: string;
  name: string;
  title: string;
  email: string;
  image?: string;
  reports: number;
}

/**
 * The reports are fetched in slices of this many (the server's largest page): one call serves
 * every page of a team of up to 300, and the team mail reaches the whole slice.
 */
export const FETCH_SIZE = 300;
/** Page sizes of the reports; each divides FETCH_SIZE, so a page never straddles two slices. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface ChartLayout {
  /** The managers from the top of the organisation down to the person's own manager. */
  chain: ChartPerson[];
  focus: ChartPerson;
  /** Every report of the loaded slice (the team the mail shortcut reaches). */
  team: ChartPerson[];
  /** The reports of the current page, a part of the team. */
  reports: ChartPerson[];
  total: number;
  /** 1-based page of the reports and the number of pages (at least 1). */
  page: number;
  pageCount: number;
  pageSize: number;
}

const attribute = (node: ChartPersonNode, key: string): string =>
  [...(node.primaryAttributes ?? []), ...(node.secondaryAttributes ?? [])].find((a) => a.key === key)?.value ?? '';

export function chartPerson(node: ChartPersonNode): ChartPerson {
  return {
    dn: node.dn,
    name: node.fullName || node.dn,
    title: attribute(node, 'Title'),
    email: attribute(node, 'Email'),
    ...(node.image ? { image: node.image } : {}),
    reports: node.totalNumberOfReportees ?? 0,
  };
}

/** The nextIndex (1-based) of the slice that holds the given page's first report. */
export function sliceStart(page: number, pageSize: number): number {
  const offset = (Math.max(page, 1) - 1) * pageSize;
  return Math.floor(offset / FETCH_SIZE) * FETCH_SIZE + 1;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Lays out an answer whose reports are the slice starting at `sliceStart(page, pageSize)`.
 * The page is clamped to the pages there are.
 */
export function layoutChart(answer: ChartAnswer, page: number, pageSize: number): ChartLayout | undefined {
  if (!answer.userQuickInfo) return undefined;
  const focus = chartPerson(answer.userQuickInfo);
  const team = (answer.reportees ?? []).map(chartPerson);
  const total = Math.max(answer.totalNumberOfReportees ?? focus.reports, team.length);
  const pageCount = pageCountOf(total, pageSize);
  const current = Math.min(Math.max(page, 1), pageCount);
  const from = (current - 1) * pageSize - (sliceStart(current, pageSize) - 1);
  return {
    chain: (answer.managers ?? []).map(chartPerson).reverse(),
    focus,
    team,
    reports: team.slice(from, from + pageSize),
    total,
    page: current,
    pageCount,
    pageSize,
  };
}

/** Where the keyboard is: one of the chain, the person in the middle, or one of the page's reports. */
export type ChartPosition = { row: 'chain'; index: number } | { row: 'focus' } | { row: 'reports'; index: number };

export type ChartKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export function personAt(layout: ChartLayout, position: ChartPosition): ChartPerson | undefined {
  if (position.row === 'focus') return layout.focus;
  return (position.row === 'chain' ? layout.chain : layout.reports)[position.index];
}

export const positionKey = (position: ChartPosition): string =>
  position.row === 'focus' ? 'focus' : `${position.row}-${position.index}`;

/**
 * The position a key moves to. The chain is one column above the person; the reports are a grid
 * of `columns` per row below. Up and down move between rows, left and right within the reports
 * (mirrored right-to-left), Home and End to the first and last report. A move that leaves the
 * chart stays where it is.
 */
export function moveFrom(layout: ChartLayout, position: ChartPosition, key: ChartKey, columns: number, rtl = false): ChartPosition {
  const lastChain = layout.chain.length - 1;
  const lastReport = layout.reports.length - 1;
  const cols = Math.max(1, columns);
  const horizontal = (step: number): ChartPosition => {
    if (position.row !== 'reports') return position;
    const index = position.index + (rtl ? -step : step);
    return index < 0 || index > lastReport ? position : { row: 'reports', index };
  };
  switch (key) {
    case 'ArrowUp':
      if (position.row === 'reports') return position.index >= cols ? { row: 'reports', index: position.index - cols } : { row: 'focus' };
      if (position.row === 'focus') return lastChain >= 0 ? { row: 'chain', index: lastChain } : position;
      return position.index > 0 ? { row: 'chain', index: position.index - 1 } : position;
    case 'ArrowDown':
      if (position.row === 'chain') return position.index < lastChain ? { row: 'chain', index: position.index + 1 } : { row: 'focus' };
      if (position.row === 'focus') return lastReport >= 0 ? { row: 'reports', index: 0 } : position;
      return position.index + cols <= lastReport ? { row: 'reports', index: position.index + cols } : position;
    case 'ArrowLeft':
      return horizontal(-1);
    case 'ArrowRight':
      return horizontal(1);
    case 'Home':
      return lastReport >= 0 ? { row: 'reports', index: 0 } : position;
    case 'End':
      return lastReport >= 0 ? { row: 'reports', index: lastReport } : position;
  }
}

export const isChartKey = (key: string): key is ChartKey =>
  ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key);
