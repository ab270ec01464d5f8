import { rateMessages } from './messages';

/** Les textes de la grille de taux (api-contract.md, « Rate cards »). */
export const fr = rateMessages('fr', {
  import_error: 'Impossible d’importer le fichier.',
  open_ended: 'Toujours en vigueur',
  fields: {
    band: 'Tranche (USD)',
    effective_to: 'Jusqu’au',
    at: 'À la date du',
    history: 'Toutes les versions',
    created_by: 'Par',
  },
  grid: {
    title: 'Grille de taux',
    key: 'Pays · format · reçu · tranche (USD)',
    current: 'En vigueur',
    new: 'Nouveau taux (%)',
    preview: 'Modifications à enregistrer',
    preview_title:
      '%{smart_count} modification à enregistrer |||| %{smart_count} modifications à enregistrer',
    save: 'Enregistrer %{smart_count} modification |||| Enregistrer %{smart_count} modifications',
    saved: '%{smart_count} taux enregistré |||| %{smart_count} taux enregistrés',
  },
  margins: {
    title: 'Marges par marque',
    period: 'Période',
    days: 'Dernier jour |||| %{smart_count} derniers jours',
    brand: 'Marque',
    submissions: 'Cartes',
    card_value: 'Valeur des cartes',
    payout: 'Versé',
    margin_percentage: 'Marge',
    empty: 'Aucune carte acceptée ou payée sur cette période.',
    error: 'Impossible de charger les marges.',
  },
  import: {
    choose: 'Importer un CSV',
    preview_title: 'Aperçu de l’import (rien n’est encore écrit)',
    figures:
      '%{created} nouveaux, %{superseded} remplaçant un taux en vigueur, %{unchanged} inchangés',
    line: 'Ligne %{line} : %{message}',
    apply: 'Importer',
    done: 'Importé : %{created} nouveaux, %{superseded} remplacés, %{unchanged} inchangés',
  },
});
