/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'timeline' widget. An ordered list of entries (the steps of an approval, the comments of a request): each with who, when, a state shown by name with the icon of its group, a title and a text. The value is the list; each option is a dot path into one entry.
 */
export interface TimelineOptions {
  /**
   * Path of the person or addressee, e.g. 'Addressee.value' or 'commentFullName'.
   */
  who?: string;
  /**
   * Path of the time (epoch milliseconds or an ISO text), e.g. 'creationTime'.
   */
  when?: string;
  /**
   * Path of the entry's title, e.g. 'activityName'.
   */
  title?: string;
  /**
   * Path of the entry's text, e.g. 'comment'.
   */
  text?: string;
  /**
   * Path of the entry's state code, e.g. 'status'.
   */
  state?: string;
  /**
   * Each state code: its translation key and icon group. A code not listed is shown as it is, without an icon.
   */
  states?: {
    /**
     * One state.
     */
    [k: string]:
      | {
          /**
           * Translation key of the state's name.
           */
          labelKey: string;
          /**
           * Icon group the state is drawn with.
           */
          group?: 'running' | 'completed-approved' | 'completed' | 'canceled' | 'error' | 'denied';
        }
      | undefined;
  };
  /**
   * Texts the server writes in English (system texts: the step name 'Approval', the comment 'Retracted by the requester'), each with the translation key it is shown by; a title or text not listed is shown as it is.
   */
  labels?: {
    /**
     * A translation key, dot-namespaced by area (e.g. 'users.list.title'). It must exist in every file of public/locales/.
     */
    [k: string]: string;
  };
  /**
   * Show the entries latest first (by 'when'); otherwise in time order (entries without a time keep their place at the end).
   */
  newestFirst?: boolean;
  /**
   * Translation key of the text shown when there are no entries; default 'Nothing yet'.
   */
  emptyKey?: string;
}
