import type { ResourceDeclaration } from '../../contract/resource';
import {
  appResourceName,
  declaredAuditActions,
  hasOperation,
  resolveFields,
} from '../../contract/resource';
import type { ResourceMessages } from './types';

type Language = 'en' | 'fr';

/**
 * A declared resource's texts under `resources.<name>`, react-admin's convention: its name
 * (singular |||| plural) for the menu and headings, each field's label, each enum value's words,
 * and the fallback texts of failed calls.
 */
export function messagesOf(declaration: ResourceDeclaration, language: Language): ResourceMessages {
  const fields = resolveFields(declaration);
  const { one, many } = declaration.label[language];
  const lower = (text: string) => text.toLocaleLowerCase(language);
  const errors =
    language === 'en'
      ? {
          list: `The ${lower(many)} could not be loaded.`,
          one: `The ${lower(one)} could not be loaded.`,
          create: `The ${lower(one)} could not be created.`,
          update: `The ${lower(one)} could not be saved.`,
          delete: `The ${lower(one)} could not be deleted.`,
        }
      : {
          list: `Impossible de charger : ${lower(many)}.`,
          one: `Impossible de charger : ${lower(one)}.`,
          create: `Impossible de créer : ${lower(one)}.`,
          update: `Impossible d’enregistrer : ${lower(one)}.`,
          delete: `Impossible de supprimer : ${lower(one)}.`,
        };
  return {
    [appResourceName(declaration)]: {
      name: `${one} |||| ${many}`,
      title: many,
      // Where react-admin's own CreateButton looks too.
      action: { create: language === 'en' ? `Create ${one}` : declaration.label.fr.create },
      fields: {
        id: 'ID',
        ...Object.fromEntries(fields.map((field) => [field.name, field.label[language]])),
        created_at: language === 'en' ? 'Created' : 'Créé le',
        updated_at: language === 'en' ? 'Updated' : 'Modifié le',
      },
      choices: Object.fromEntries(
        fields
          .filter((field) => field.choices.length)
          .map((field) => [
            field.name,
            Object.fromEntries(field.choices.map(({ value, label }) => [value, label[language]])),
          ]),
      ),
      search: language === 'en' ? `Search ${lower(many)}` : `Rechercher : ${lower(many)}`,
      errors,
    },
  };
}

/**
 * The derived texts with the folder's own beside them (the spec's words where they differ): each
 * of the folder's keys wins, and its field labels join the derived ones.
 */
export function messagesWith(
  declaration: ResourceDeclaration,
  language: Language,
  own: { fields?: Record<string, string>; [key: string]: unknown },
): ResourceMessages {
  const name = appResourceName(declaration);
  const derived = messagesOf(declaration, language)[name];
  const fields = { ...(derived.fields as Record<string, string>), ...own.fields };
  return { [name]: { ...derived, ...own, fields } };
}

const AUDIT_VERBS = {
  en: { create: 'created', update: 'updated', delete: 'deleted' },
  fr: { create: 'création', update: 'modification', delete: 'suppression' },
} as const;

/**
 * The audit log's words for every declared resource: its actions ("Canned reply created", and
 * the domain's own as declared), the kinds the filter offers and its records' type, by the
 * actions' prefix and the record's singular.
 */
export function declaredAuditWords(
  declarations: readonly ResourceDeclaration[],
  language: Language,
) {
  const verbs = AUDIT_VERBS[language];
  const said = (one: string, verb: keyof typeof verbs) =>
    language === 'en' ? `${one} ${verbs[verb]}` : `${one} : ${verbs[verb]}`;
  const actions: Record<string, Record<string, string>> = {};
  const kinds: Record<string, string> = {};
  for (const declaration of declarations) {
    const { one, many } = declaration.label[language];
    const words: [string, string][] = [
      ...(['create', 'update', 'delete'] as const)
        .filter((verb) => hasOperation(declaration, verb))
        .map((verb): [string, string] => [`${declaration.singular}.${verb}`, said(one, verb)]),
      ...Object.entries(declaration.actions ?? {}).map(([action, { done }]): [string, string] => [
        `${declaration.singular}.${action}`,
        done[language],
      ]),
      ...Object.entries(declaration.auditActions ?? {}).map(([code, own]): [string, string] => [
        code,
        own[language],
      ]),
    ];
    for (const [code, text] of words) {
      const [kind, verb] = code.split('.');
      actions[kind] = { ...actions[kind], [verb]: text };
      kinds[kind] = many;
    }
  }
  return {
    actions,
    action_kinds: kinds,
    target_types: Object.fromEntries(
      declarations
        .filter((declaration) => declaredAuditActions(declaration).length)
        .map((declaration) => [declaration.singular, declaration.label[language].one]),
    ),
  };
}
