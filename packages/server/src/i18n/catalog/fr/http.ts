import type { http as en } from '../en/http.js';

export const http: Record<keyof typeof en, string> = {
  'http.sessionEnded': 'Votre session a pris fin. Veuillez vous reconnecter.',
  'http.invalidRequest': 'Requête invalide',
  'http.invalidValue': 'Valeur invalide',
  'http.notFound': 'Introuvable',
  'http.authRequired': 'Connexion requise',
  'http.serverError': 'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',
  'http.invalidJson': 'Le corps de la requête n’est pas du JSON valide.',
  'http.bodyTooLarge': 'Le corps de la requête est trop volumineux.',
  'http.jsonOnly': 'Envoyez le corps de la requête en application/json.',
  'http.unprocessable': 'La requête n’a pas pu être traitée.',
  'http.tooManyAttempts': 'Trop de tentatives. Attendez quelques minutes, puis réessayez.',
  'http.enrolSecondFactor': 'Configurez votre deuxième facteur pour ouvrir l’espace de l’équipe de soins.',
  'http.memberOnly': 'Cette section fait partie de l’application des membres; l’équipe de soins travaille dans son propre espace.',
  'http.staffOnly': 'Vous n’avez pas accès à l’espace de l’équipe de soins.',
  'http.roleForbidden': 'Votre rôle ne donne pas accès à cette section.',
  'http.nulCharacter': 'Le texte ne doit pas contenir le caractère NUL (\\u0000).',
  'http.idempotencyKeyReused':
    'Cette clé Idempotency-Key a déjà servi pour une autre requête. Envoyez une nouvelle clé pour chaque action, et la même clé seulement pour réessayer cette action.',
  'http.idempotencyKeyInUse':
    'La première requête avec cette clé Idempotency-Key est encore en traitement. Réessayez dans un instant avec la même clé.',
};
