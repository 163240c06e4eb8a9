import type { educationCategoryDetailSchema, educationPostSchema, EducationPostSummary } from '@wellpath/shared/education/wire';

export type { EducationPostSummary };

/** GET /api/education/posts/{id}: the article (body is server HTML, rendered only through SafeHtml). */
export type EducationPost = ReturnType<(typeof educationPostSchema)['parse']>;

/** GET /api/education/categories/{id or slug}: a category with its subcategories and post counts. */
export type EducationCategoryDetail = ReturnType<(typeof educationCategoryDetailSchema)['parse']>;

export type EducationSubcategory = EducationCategoryDetail['subcategories'][number];
