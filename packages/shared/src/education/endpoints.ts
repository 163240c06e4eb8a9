import { defineEndpoints } from '../api/endpoint.js';

/** The education centre: categories and posts. */
export const educationEndpoints = defineEndpoints('education', {});
