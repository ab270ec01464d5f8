import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
import { fr } from '../../../src/i18n/fr';
import { appResources } from '../../../src/registry';

type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue by its dotted key. */
const texts = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as const]
        : [...texts(value, `${prefix}${key}.`)],
    ),
  );

const english = texts(en as Tree);
const french = texts(fr as Tree);
const placeholders = (text: string) =>
  [...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => name).sort();

describe('the French catalogue', () => {
  it('has every key of the English one, and no other', () => {
    expect([...english.keys()].filter((key) => !french.has(key))).toEqual([]);
    expect([...french.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has no empty text where the English one says something', () => {
    expect(
      [...french].filter(([key, text]) => text.trim() === '' && english.get(key)?.trim()),
    ).toEqual([]);
  });

  it('keeps the placeholders and the plural forms of each English text', () => {
    const differing = [...english]
      .filter(([key]) => !key.startsWith('ra.'))
      .filter(([key, text]) => {
        const translated = french.get(key) ?? '';
        return (
          placeholders(text).join() !== placeholders(translated).join() ||
          text.split('||||').length !== translated.split('||||').length
        );
      })
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('names every registered resource in both languages, from its folder', () => {
    const unnamed = appResources
      .map(({ name }) => `resources.${name}.name`)
      .filter((key) => !english.get(key) || !french.get(key));
    expect(unnamed).toEqual([]);
  });

  it('says the app’s own words in French', () => {
    expect(french.get('resources.transactions.title')).toBe('Transactions');
    expect(french.get('app.auth.login')).toBe('Se connecter');
    expect(french.get('ra.page.dashboard')).toBe('Tableau de bord');
  });
});
