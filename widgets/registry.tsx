// The widget registry: every name of widgets/names.ts mapped to its component. It is checked with
// `satisfies Record<WidgetName, WidgetEntry>`, so a name without a component fails to compile and
// `npm run validate` rejects a name that is not in names.ts.
//   field      an @rjsf widget that edits one value of a form (a value widget such as the approval
//              editor edits a whole object or list: see renderer/form/valueWidgets.ts)
//   table      the data table a list is drawn with
//   pagination the pagination bar of a list
//   display    shows one attribute's values (detail pages)
//   dialog     a popup opened by the renderer (quick info)
//   view       shows a value read-only in a section of its own (the timeline of a row detail)
//   screen     draws a whole custom screen from the screen's options (the org chart)
import { lazy, type ComponentType } from 'react';
import type { Widget } from '@rjsf/utils';
import type { WidgetName } from './names.ts';
import { AttributeValue, type AttributeValueProps } from './attributeValue/AttributeValue.tsx';
import { DataTable, type DataTableProps } from './dataTable/DataTable.tsx';
import { CheckboxWidget, DateTimeWidget, NumberWidget, PasswordWidget, SelectWidget, TextareaWidget, TextWidget } from './fields/inputs.tsx';
import { lazyField } from './fields/lazyField.tsx';
import { LookupWidget } from './fields/LookupWidget.tsx';
import { ContainerTreeField, DriverTreeField, PickerField } from './fields/pickerFields.tsx';
import { ImageUploadWidget } from './imageUpload/ImageUploadWidget.tsx';
import { Pagination, type PaginationProps } from './pagination/Pagination.tsx';
import { QuickInfoDialog } from './quickInfo/QuickInfoDialog.tsx';
import { Timeline } from './timeline/Timeline.tsx';
import type { ViewWidgetProps } from './widgetProps.ts';

export type WidgetEntry =
  | { kind: 'field'; component: Widget }
  | { kind: 'table'; component: ComponentType<DataTableProps> }
  | { kind: 'pagination'; component: ComponentType<PaginationProps> }
  | { kind: 'display'; component: ComponentType<AttributeValueProps> }
  | { kind: 'dialog'; component: ComponentType<{ dn: string; onClose(): void }> }
  | { kind: 'view'; component: ComponentType<ViewWidgetProps> }
  | { kind: 'screen'; component: ComponentType<{ options: Record<string, unknown> }> };

const field = (component: Widget) => ({ kind: 'field', component }) as const;

export const widgetRegistry = {
  approvalEditor: field(lazyField(() => import('./approvalEditor/ApprovalEditorField.tsx'))),
  attributeValue: { kind: 'display', component: AttributeValue },
  checkbox: field(CheckboxWidget),
  containerTree: field(ContainerTreeField),
  dataTable: { kind: 'table', component: DataTable },
  dateTime: field(DateTimeWidget),
  driverTree: field(DriverTreeField),
  imageUpload: field(ImageUploadWidget),
  localizedText: field(lazyField(() => import('./localizedText/LocalizedTextField.tsx'))),
  lookup: field(LookupWidget),
  number: field(NumberWidget),
  orgChart: { kind: 'screen', component: lazy(() => import('./orgChart/OrgChart.tsx')) },
  pagination: { kind: 'pagination', component: Pagination },
  parameterList: field(lazyField(() => import('./parameterList/ParameterListField.tsx'))),
  password: field(PasswordWidget),
  picker: field(PickerField),
  quickInfo: { kind: 'dialog', component: QuickInfoDialog },
  select: field(SelectWidget),
  text: field(TextWidget),
  textarea: field(TextareaWidget),
  textFile: field(lazyField(() => import('./textFile/TextFileWidget.tsx'))),
  timeline: { kind: 'view', component: Timeline },
} satisfies Record<WidgetName, WidgetEntry>;

