import type { ListScreen } from '../../schemas/types/screen.ts';
import { ScreenTitle } from '../core/ScreenTitle.tsx';
import { ListView } from './ListView.tsx';

/** A list screen: its title and the list, whose saved views are keyed by its data call. */
export function ListPage({ screen }: { screen: ListScreen }) {
  return (
    <>
      <ScreenTitle titleKey={screen.titleKey} descriptionKey={screen.descriptionKey} />
      <ListView block={screen} viewsId={screen.dataSource.call} />
    </>
  );
}
