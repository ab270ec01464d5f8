import type { ComponentType } from 'react';
import { createElement } from 'react';
import type { Permission } from '../../contract/permissions';
import {
  appResourceName,
  declaredPermissions,
  hasOperation,
  type ResourceDeclaration,
  resolveFields,
} from '../../contract/resource';
import type { FieldPartsLoader, ResourceDefinition, ScreenLoader } from './types';

type Screen = 'list' | 'show' | 'create' | 'edit';

interface DeclaredResourceOptions {
  /** The menu's icon (the declaration names it; the folder imports it, so only it is bundled). */
  icon: ComponentType;
  /**
   * Screens of the folder's own that replace the derived ones (the declaration lists them in
   * `overrides.screens`); `null` for none at all (the users' detail is their edit route).
   */
  screens?: Partial<Record<Screen, ScreenLoader | null>>;
  /** Access beyond or instead of the derived, e.g. a detail on the edit route that viewers open. */
  access?: ResourceDefinition['access'];
  /** How a record is named, when its label field is not enough (a person's full name). */
  recordRepresentation?: ResourceDefinition['recordRepresentation'];
  /**
   * The words and inputs of the fields the derived screens cannot show by their type (each
   * `object` field), fetched with those screens.
   */
  fieldParts?: FieldPartsLoader;
}

const OPERATION_OF: Record<Screen, 'list' | 'one' | 'create' | 'update'> = {
  list: 'list',
  show: 'one',
  create: 'create',
  edit: 'update',
};

/** A derived screen, in a chunk of its own, bound to its declaration and the folder's field parts. */
const derived =
  (declaration: ResourceDeclaration, screen: Screen, fieldParts?: FieldPartsLoader): ScreenLoader =>
  async () => {
    const [screens, parts] = await Promise.all([import('./screens'), fieldParts?.() ?? {}]);
    const Screen = screens[screen];
    return () => createElement(Screen, { declaration, parts });
  };

/**
 * A declared resource as its app folder registers it (`src/resources/<name>/index.ts`): the menu
 * entry, who may use each screen (its two permissions), and a List, Show, Create and Edit derived
 * from the declaration unless it leaves the operation out or the folder brings its own.
 */
export function declaredResource(
  declaration: ResourceDeclaration,
  { icon, screens = {}, access, recordRepresentation, fieldParts }: DeclaredResourceOptions,
): ResourceDefinition {
  if (!fieldParts && resolveFields(declaration).some((field) => field.type.kind === 'object')) {
    throw new Error(`${declaration.name} has an object field: pass its fieldParts.`);
  }
  const { view, manage } = declaredPermissions(declaration) as Record<
    'view' | 'manage',
    Permission
  >;
  // The screens of its operations, and those the folder brings beyond them (a read-only detail
  // on the edit route, as the spec's /<list>/{id}).
  const available = (Object.keys(OPERATION_OF) as Screen[]).filter(
    (screen) => hasOperation(declaration, OPERATION_OF[screen]) || screens[screen],
  );
  const overridden = declaration.overrides?.screens ?? [];
  return {
    name: appResourceName(declaration),
    menuOrder: declaration.menu.order,
    access: {
      list: view,
      show: view,
      export: view,
      ...(hasOperation(declaration, 'create') ? { create: manage } : {}),
      ...(hasOperation(declaration, 'update') ? { edit: manage } : {}),
      ...(hasOperation(declaration, 'delete') ? { delete: manage } : {}),
      // Each declared action with the permission it declares (src/declared/DeclaredActions.tsx).
      ...Object.fromEntries(
        Object.entries(declaration.actions ?? {}).map(([action, { permission = 'manage' }]) => [
          `action:${action}`,
          permission === 'view' ? view : manage,
        ]),
      ),
      ...access,
    },
    screens: Object.fromEntries(
      available.flatMap((screen) => {
        const own = screens[screen];
        if (overridden.includes(screen) && own === undefined) {
          throw new Error(
            `${declaration.name} overrides its ${screen} screen: pass it to declaredResource.`,
          );
        }
        return own === null ? [] : [[screen, own ?? derived(declaration, screen, fieldParts)]];
      }),
    ),
    icon,
    recordRepresentation: recordRepresentation ?? declaration.recordLabel,
  };
}
