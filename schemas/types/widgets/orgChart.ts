/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'orgChart' screen widget (a custom screen). The chart of one person: the managers' chain above, the person, the direct reports below (paged, with the total); a click or Enter recentres, arrow keys move between people; level up, relationship switch, quick info and mail shortcuts.
 */
export interface OrgChartOptions {
  /**
   * The chart's route; a person's chart is this route with their encoded DN appended (the area declares that route with a :dn parameter).
   */
  route?: string;
  /**
   * The entity definition whose chart is drawn (entityDefKey of orgChart/v2).
   */
  entityDefKey?: string;
}
