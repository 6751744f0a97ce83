// npm run bench:form-validator: what forms pay for validating without eval. The console's
// interpreting validator (renderer/form/schemaValidator.ts, @cfworker/json-schema) against
// @rjsf/validator-ajv8 (ajv compiling the schema to code, which the console's CSP forbids), in the
// same process, on the bench's 100-attribute form: the first validation of a schema (ajv compiles
// it, ours prepares it) and a validation once warm (a blur or a submit), empty and filled in.
// Prints human lines; with --json one JSON object per figure: {name, value, unit, baseline, ratio}.
import { performance } from 'node:perf_hooks';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { buildFormModel } from '../renderer/form/attributeSchema.ts';
import { InterpretingValidator } from '../renderer/form/schemaValidator.ts';
import { hundredAttributes } from '../tests/bench/fixtures.ts';

type FormData = Record<string, unknown> | undefined;
const json = process.argv.includes('--json');
const ROUNDS = 300;

const model = buildFormModel(hundredAttributes(), {}, (key) => key);
/** A value of the right type for every field: a valid form. */
function filledIn(schema: RJSFSchema): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = property as RJSFSchema;
    const one = (s: RJSFSchema): unknown => (s.enum ? s.enum[0] : s.type === 'integer' ? 7 : s.type === 'boolean' ? true : 'text');
    data[name] = field.type === 'array' ? [one(field.items as RJSFSchema)] : one(field);
  }
  return data;
}
const datasets: [string, Record<string, unknown>][] = [['empty', {}], ['filled', filledIn(model.schema)]];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The first validation of a fresh copy of the schema (so neither validator has seen it), then ROUNDS warm ones. */
function measure(validator: ValidatorType<FormData>, data: Record<string, unknown>): { first: number; warm: number; errors: number } {
  const schema = structuredClone(model.schema);
  let started = performance.now();
  const { errors } = validator.validateFormData(data, schema);
  const first = performance.now() - started;
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    started = performance.now();
    validator.validateFormData(data, schema);
    times.push(performance.now() - started);
  }
  return { first, warm: median(times), errors: errors.length };
}

const ajv = customizeValidator<FormData>();
const ours = new InterpretingValidator();
// One throw-away round each, so that neither pays for loading its own code in the figures.
measure(ajv, {});
measure(ours, {});

for (const [label, data] of datasets) {
  const base = measure(ajv, data);
  const mine = measure(ours, data);
  if (mine.errors !== base.errors) throw new Error(`${label}: ${mine.errors} errors against ajv's ${base.errors}`);
  const figures = [
    { name: `form-validator-first-${label}`, value: mine.first, baseline: base.first },
    { name: `form-validator-warm-${label}`, value: mine.warm, baseline: base.warm },
  ];
  for (const figure of figures) {
    const ratio = figure.value / figure.baseline;
    if (json) console.log(JSON.stringify({ ...figure, unit: 'ms', ratio }));
    else console.log(`${figure.name}: ${figure.value.toFixed(3)} ms, ajv ${figure.baseline.toFixed(3)} ms, ratio ${ratio.toFixed(2)} (${mine.errors} errors)`);
  }
}
