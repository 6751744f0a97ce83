// The one map of the icons an action may name (domain/registryNames.ts ICON_NAMES): every name is
// drawn, since the map is a Record over the names (a name without its icon does not compile), and
// npm run validate rejects a name outside it.
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PublishIcon from '@mui/icons-material/Publish';
import RemoveIcon from '@mui/icons-material/Remove';
import SyncIcon from '@mui/icons-material/Sync';
import TuneIcon from '@mui/icons-material/Tune';
import UploadIcon from '@mui/icons-material/Upload';
import { isIconName, type IconName } from '../domain/registryNames.ts';

export const ICONS: Record<IconName, ComponentType<SvgIconProps>> = {
  Add: AddIcon,
  Delete: DeleteIcon,
  DeleteSweep: DeleteSweepIcon,
  Download: DownloadIcon,
  Edit: EditIcon,
  Link: LinkIcon,
  PersonAdd: PersonAddIcon,
  Publish: PublishIcon,
  Remove: RemoveIcon,
  Sync: SyncIcon,
  Tune: TuneIcon,
  Upload: UploadIcon,
};

/** The icon a definition names, drawn; nothing for no name (npm run validate rejects an unknown one). */
export function iconOf(name: string | undefined) {
  if (!name || !isIconName(name)) return undefined;
  const Icon = ICONS[name];
  return <Icon />;
}
