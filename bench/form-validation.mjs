/**
 * Cost of validating a whole form, as the toolkit does on blur and, after a submit, on every change (the
 * core's validateForm is react-hook-form's resolver). Forms of 20, 100 and 400 items mixing text, email,
 * phone, dates, numbers and list entries, all filled in. Baseline, measured in the same run: a JSON round
 * trip of the same values (the floor of touching every value once). Needs `tsc -b` (it reads dist/).
 */
import { performance } from 'node:perf_hooks';

const core = await import('../packages/forms/dist/core/visibility.js');

function definitionOf(size) {
  const items = [];
  const values = {};
  for (let i = 0; i < size; i++) {
    switch (i % 6) {
      case 0:
        items.push({
          name: `t${i}`,
          label: `Text ${i}`,
          type: 'text',
          required: true,
          rules: [
            { type: 'minLength', value: 2 },
            { type: 'maxLength', value: 80 },
            { type: 'regex', value: '/^[a-z ]+$/i' },
          ],
        });
        values[`t${i}`] = 'Ada Lovelace';
        break;
      case 1:
        items.push({ name: `e${i}`, label: `Email ${i}`, type: 'email', required: true });
        values[`e${i}`] = 'ada@example.com';
        break;
      case 2:
        items.push({ name: `p${i}`, label: `Phone ${i}`, type: 'phone', required: true });
        values[`p${i}`] = '+14155552671';
        break;
      case 3:
        items.push({
          name: `d${i}`,
          label: `Date ${i}`,
          type: 'date',
          rules: [{ type: 'date', value: { pattern: 'is_in_the_past' } }],
        });
        values[`d${i}`] = '1990-01-15';
        break;
      case 4:
        items.push({
          name: `n${i}`,
          label: `Number ${i}`,
          type: 'number',
          rules: [
            { type: 'minValue', value: 0 },
            { type: 'maxValue', value: 60 },
          ],
        });
        values[`n${i}`] = 12;
        break;
      default:
        items.push({
          name: `l${i}`,
          label: `List ${i}`,
          type: 'dynamicList',
          rules: [{ type: 'minLength', value: 1 }],
          dynamicListOptions: {
            items: [{ name: 'employer', label: 'Employer', type: 'text', required: true }],
          },
        });
        values[`l${i}`] = [{ employer: 'Contoso' }, { employer: 'Northwind' }];
    }
  }
  return { definition: { sections: [{ title: 'Bench', items }] }, values };
}

function timePerCall(fn, minMs = 300) {
  for (let i = 0; i < 20; i++) fn();
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    for (let i = 0; i < 20; i++) fn();
    calls += 20;
    elapsed = performance.now() - start;
  }
  return elapsed / calls;
}

export async function run() {
  const now = new Date('2026-11-22T12:00:00Z');
  console.log('| items | validateForm per call | JSON round trip (baseline) | ratio |');
  console.log('|---:|---:|---:|---:|');
  for (const size of [20, 100, 400]) {
    const { definition, values } = definitionOf(size);
    const errors = core.validateForm(definition, values, { now });
    if (Object.keys(errors).length > 0)
      throw new Error(`bench values must be valid: ${JSON.stringify(errors)}`);
    const validate = timePerCall(() => core.validateForm(definition, values, { now }));
    const baseline = timePerCall(() => JSON.parse(JSON.stringify(values)));
    console.log(
      `| ${size} | ${(validate * 1000).toFixed(1)} µs | ${(baseline * 1000).toFixed(1)} µs | ${(validate / baseline).toFixed(1)}x |`,
    );
  }
}
