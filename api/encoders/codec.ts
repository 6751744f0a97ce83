// What an encoder is: a pure, node-safe function that turns a form's data (or selected rows) into
// a request body. A codec also declares the form fields it reads by name, so that
// `npm run validate` can check them against every screen that names it: `fields` must be on the
// form or dialog the codec is used with; `optionalFields` are read when they are there.

/** The server's description of one attribute (the contract's AttributeNode, the fields used here). */
export interface AttributeDescription {
  key: string;
  dataType?: string;
  isRequired?: boolean;
  isMultivalued?: boolean;
  choiceList?: { key: string; value: string }[];
}

export interface EncoderContext {
  /** Attribute descriptions of the form's entity, from the attribute-schema call. */
  attributes?: AttributeDescription[];
  /** The current route's parameters (e.g. the role's dn on its detail page). */
  route?: Record<string, string | undefined>;
  /** The values of an action's dialog form. */
  form?: Record<string, unknown>;
  /** The object of the detail page the action or form belongs to. */
  object?: unknown;
}

/**
 * Form submits pass the form data (an object); list actions pass the selected rows (an array) and
 * detail-page actions [the page's object].
 * Encoders check the shape they receive, since a definition may name any encoder anywhere.
 */
export interface Encoder {
  (data: unknown, context: EncoderContext): unknown;
  /** Form or dialog fields the encoder needs, where it is used with a form or dialog. */
  readonly fields?: readonly string[];
  /** Form or dialog fields it reads when they are there. */
  readonly optionalFields?: readonly string[];
}

export interface FieldDeclaration {
  fields?: readonly string[];
  optionalFields?: readonly string[];
}

/** An encoder with the form fields it reads: `defineCodec({ fields: ['roles'] }, (rows, ctx) => ...)`. */
export function defineCodec<Body>(declaration: FieldDeclaration, encode: (data: unknown, context: EncoderContext) => Body): ((data: unknown, context: EncoderContext) => Body) & FieldDeclaration {
  return Object.assign((data: unknown, context: EncoderContext) => encode(data, context), declaration);
}
