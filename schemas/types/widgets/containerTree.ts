/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'containerTree' widget. Lazy tree of containers ('Loading sub containers...'; 'Failed to load sub-containers for this container.').
 */
export interface ContainerTreeOptions {
  /**
   * Which root containers are loaded.
   */
  containerKind?: 'role' | 'user' | 'resource';
  /**
   * Whether one or several containers can be chosen.
   */
  selection?: 'single' | 'multi';
  /**
   * Show the value without letting the user change it.
   */
  readOnly?: boolean;
  /**
   * Show the widget greyed out and ignore input.
   */
  disabled?: boolean;
}
