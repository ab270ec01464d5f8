// `tsx scripts/scaffold-resources.ts <count>`, which `npm run size` runs in a copy of the repository:
// declares <count> more resources the way `npm run add:resource -- <name> --fields "…"` does (the
// declaration, its line in the registry, its migration and its app folder), so that /login can be
// measured with them.
import { scaffoldFromFields } from '../tools/add-resource/from-fields.js';

const FIELDS =
  'title:string(120) body:text is_active:boolean starts_at:datetime? audience:enum(all|staff|customers)';
const count = Number(process.argv[2]);

for (let n = 1; n <= count; n += 1) {
  const name = `scaffolded-${n}`;
  await scaffoldFromFields(
    name,
    FIELDS,
    1000 + n,
    `npm run add:resource -- ${name} --fields "${FIELDS}"`,
  );
}
