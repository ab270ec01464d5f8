import { brands } from '../../../contract/resources/brands';
import { messagesWith } from '../../declared/messages';

/** The same texts as en.ts beside it, in French (the catalogue test compares the keys). */
export const fr = messagesWith(brands, 'fr', {
  header: {
    add: 'Ajouter une marque de carte cadeau',
  },
  create_title: 'Ajouter une marque de carte cadeau',
  edit_title: 'Modifier la marque de carte cadeau',
  add: 'Ajouter une marque de carte cadeau',
  search: 'Rechercher une marque...',
  fields: {
    status: 'Statut',
    image_hint: 'JPG, PNG ou GIF, 5 Mo maximum',
    image_preview: "Aperçu de l'image de la marque",
    created_at: 'Créée le',
    action: 'Action',
  },
  actions: {
    edit: 'Modifier',
    delete: 'Supprimer',
    creating: 'Création...',
    updating: 'Mise à jour...',
    cancel: 'Annuler',
    confirm_delete: 'Voulez-vous vraiment supprimer la marque « %{name} » ?',
    create: 'Créer la marque',
    update: 'Mettre à jour la marque',
    choose_image: 'Choisir une image',
  },
  messages: {
    created: 'Marque « %{name} » créée !',
    updated: 'Marque « %{name} » mise à jour !',
    deleted: 'Marque « %{name} » supprimée',
    create_failed: 'Impossible de créer la marque',
    update_failed: 'Impossible de mettre à jour la marque',
    delete_failed: 'Impossible de supprimer la marque',
  },
  validation: {
    name_required: 'Le nom de la marque est obligatoire',
    rate_required: 'Le taux est obligatoire',
    rate_min: 'Le taux doit être supérieur ou égal à 0',
    rate_max: 'Le taux ne peut pas dépasser 100 %',
    rate_range: 'Le taux doit être compris entre 0 et 100',
    min_required: 'Le montant minimum est obligatoire',
    min_min: 'Le montant minimum doit être supérieur ou égal à 0',
    max_required: 'Le montant maximum est obligatoire',
    max_min: 'Le montant maximum doit être supérieur ou égal à 0',
    amounts_required: 'Les montants minimum et maximum sont obligatoires',
    image_type: 'Veuillez choisir un fichier image valide',
    image_size: "L'image doit faire moins de 5 Mo",
  },
  errors: {
    list: 'Impossible de charger les marques.',
    one: 'Impossible de charger la marque.',
    create: 'Impossible de créer la marque.',
    update: 'Impossible de mettre à jour la marque.',
    delete: 'Impossible de supprimer la marque.',
  },
  not_found: 'Marque de carte cadeau introuvable',
});
