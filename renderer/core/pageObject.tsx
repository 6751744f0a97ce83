// The object of the detail page a block stands in (after the page's transform), for the conditions
// of the actions inside its sections: a list on a tab may offer Add only when the page's object
// allows it ({ "from": "page", "name": "readOnly", "notEquals": true }). Outside a detail page
// there is none.
import { createContext, useContext } from 'react';

const PageObjectContext = createContext<unknown>(undefined);

export const PageObjectProvider = PageObjectContext.Provider;

export function usePageObject(): unknown {
  return useContext(PageObjectContext);
}
