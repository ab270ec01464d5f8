import { parseFieldType } from '../../contract/resource.js';
import { humanize } from './words.js';

export interface FieldSpec {
  name: string;
  type: string;
}

/**
 * `title:string(120) body:text is_active:boolean starts_at:datetime?` → the fields, each type
 * checked as the declaration will read it; a mistake names the field and what is wrong.
 */
export function parseFields(text: string): FieldSpec[] {
  const fields = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((item) => {
      const colon = item.indexOf(':');
      const name = item.slice(0, colon);
      const type = item.slice(colon + 1);
      if (colon < 1 || !/^[a-z][a-z0-9_]*$/.test(name)) {
        throw new Error(`"${item}": each field is name:type, the name in snake_case.`);
      }
      if (['id', 'created_at', 'updated_at'].includes(name)) {
        throw new Error(`"${name}" is a field every resource has already.`);
      }
      try {
        if (parseFieldType(type).kind === 'object') {
          throw new Error('an object’s shape is a zod rule: declare it by hand, with its rule.');
        }
      } catch (error) {
        throw new Error(`Field ${name}: ${(error as Error).message}`);
      }
      return { name, type };
    });
  if (fields.length === 0) throw new Error('--fields names no field.');
  const names = fields.map((field) => field.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`Field ${twice} is named twice.`);
  if (fields.filter((field) => field.type.startsWith('image')).length > 1) {
    throw new Error('A resource has one image field at most: a form carries one file.');
  }
  return fields;
}

/** `announcements` → `announcement`, `categories` → `category`, `boxes` → `box`. */
export const singularOf = (name: string) =>
  name
    .replace(/ies$/, 'y')
    .replace(/(ss|x|ch|sh)es$/, '$1')
    .replace(/s$/, '');

/** `canned-replies` → `cannedReplies`. */
export const camel = (name: string) =>
  name.replace(/[-_](\w)/g, (_, letter: string) => letter.toUpperCase());

/** The field a record is named by on screens: a title or name if there is one, else the first text. */
function recordLabelOf(fields: FieldSpec[]) {
  const texts = fields.filter((field) => field.type.startsWith('string'));
  return (
    ['name', 'title', 'label', 'code', 'email'].find((wanted) =>
      texts.some((field) => field.name === wanted),
    ) ??
    texts[0]?.name ??
    fields[0]?.name
  );
}

/** The resource's name in French, as `--fr "une annonce|annonces"` gives it. */
export interface FrenchName {
  /** With its article, as the create button says it: "une annonce", "l’offre". */
  withArticle: string;
  one: string;
  many: string;
}

const ARTICLE = /^(un|une|le|la|les)\s+|^(l['’])/i;

/** `une annonce|annonces` → "Créer une annonce", "Annonce", "Annonces". */
export function parseFrench(text: string): FrenchName {
  const [withArticle = '', many = ''] = text.split('|').map((part) => part.trim());
  if (!ARTICLE.test(withArticle) || !many) {
    throw new Error(
      `--fr needs the singular with its article and the plural: "une annonce|annonces" (got "${text}").`,
    );
  }
  const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase('fr') + word.slice(1);
  return {
    withArticle,
    one: capitalised(withArticle.replace(ARTICLE, '')),
    many: capitalised(many),
  };
}

/**
 * A reference's resource as the declarations name it (`giftcard-brands` → `brands`), the new
 * resource itself included; an unknown one throws, listing the known names, before anything is
 * written.
 */
export function withKnownReferences(
  fields: FieldSpec[],
  self: string,
  canonical: (resource: string) => string,
): FieldSpec[] {
  return fields.map((field) => {
    const parsed = parseFieldType(field.type);
    if (parsed.kind !== 'reference' || parsed.resource === self) return field;
    try {
      const known = canonical(parsed.resource);
      return { ...field, type: field.type.replace(`(${parsed.resource})`, `(${known})`) };
    } catch (error) {
      throw new Error(`Field ${field.name}: ${(error as Error).message}`);
    }
  });
}

/** The declaration's source, as contract/resources/<name>.ts holds it: the folder's owner edits it. */
export function renderDeclaration(
  name: string,
  fields: FieldSpec[],
  menuOrder: number,
  command: string,
  french?: FrenchName,
) {
  const singular = singularOf(name).replaceAll('-', '_');
  const label = (text: string) => JSON.stringify(humanize(text));
  const recordLabel = recordLabelOf(fields);
  const fieldLines = fields.map((field) => {
    const parsed = parseFieldType(field.type);
    const options = [
      `type: ${JSON.stringify(field.type)}`,
      `label: { en: ${label(field.name)}, fr: ${label(field.name)} }`,
    ];
    if (field.name === recordLabel && parsed.kind === 'string') options.push('searchable: true');
    if (parsed.kind === 'enum' || parsed.kind === 'set') {
      const choices = parsed.values.map(
        (value) => `${value}: { en: ${label(value)}, fr: ${label(value)} }`,
      );
      options.push(`choices: { ${choices.join(', ')} }`);
    }
    if (parsed.kind === 'boolean' && !parsed.optional) options.push('default: false');
    return `    ${field.name}: { ${options.join(', ')} },`;
  });
  return `import { declareResource } from '../resource.js';

// Written by
//   ${command}
// ${french ? 'The fields’ French words' : 'The French words'} repeat the English ones until a translator writes them. Everything else of
// the resource (table, API, permissions, audit rows, screens, texts) is derived from this
// declaration: see "Adding a resource" in the README.
export const ${camel(name)} = declareResource({
  name: '${name}',
  singular: '${singular}',
  label: {
    en: { one: ${label(singularOf(name))}, many: ${label(name)} },
    fr: {
      one: ${JSON.stringify(french?.one ?? humanize(singularOf(name)))},
      many: ${JSON.stringify(french?.many ?? humanize(name))},
      create: ${JSON.stringify(french ? `Créer ${french.withArticle}` : 'Créer un élément')},
    },
  },
  fields: {
${fieldLines.join('\n')}
  },
  recordLabel: '${recordLabel}',
  menu: { order: ${menuOrder}, icon: 'ListAltOutlined' },
  ordering: '-created_at',
});
`;
}
