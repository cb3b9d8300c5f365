// generated — do not edit — run `npm run codegen`
// source: codegen/schemas/jsonapi.openapi.json (sha256 fa21ff46ad17d14b)
// Types of the OpenAPI document, by openapi-typescript.

export interface paths {
    "/jsonapi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The JSON:API entry point */
        get: operations["getJsonApiIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/node/article": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List node--article resources */
        get: operations["getNodeArticleCollection"];
        put?: never;
        /** Create a node--article resource */
        post: operations["createNodeArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/node/article/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a node--article resource */
        get: operations["getNodeArticle"];
        put?: never;
        post?: never;
        /** Delete a node--article resource */
        delete: operations["deleteNodeArticle"];
        options?: never;
        head?: never;
        /** Update a node--article resource */
        patch: operations["updateNodeArticle"];
        trace?: never;
    };
    "/jsonapi/node/evenement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List node--evenement resources */
        get: operations["getNodeEvenementCollection"];
        put?: never;
        /** Create a node--evenement resource */
        post: operations["createNodeEvenement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/node/evenement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a node--evenement resource */
        get: operations["getNodeEvenement"];
        put?: never;
        post?: never;
        /** Delete a node--evenement resource */
        delete: operations["deleteNodeEvenement"];
        options?: never;
        head?: never;
        /** Update a node--evenement resource */
        patch: operations["updateNodeEvenement"];
        trace?: never;
    };
    "/jsonapi/node/metier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List node--metier resources */
        get: operations["getNodeMetierCollection"];
        put?: never;
        /** Create a node--metier resource */
        post: operations["createNodeMetier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/node/metier/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a node--metier resource */
        get: operations["getNodeMetier"];
        put?: never;
        post?: never;
        /** Delete a node--metier resource */
        delete: operations["deleteNodeMetier"];
        options?: never;
        head?: never;
        /** Update a node--metier resource */
        patch: operations["updateNodeMetier"];
        trace?: never;
    };
    "/jsonapi/node/formation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List node--formation resources */
        get: operations["getNodeFormationCollection"];
        put?: never;
        /** Create a node--formation resource */
        post: operations["createNodeFormation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/node/formation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a node--formation resource */
        get: operations["getNodeFormation"];
        put?: never;
        post?: never;
        /** Delete a node--formation resource */
        delete: operations["deleteNodeFormation"];
        options?: never;
        head?: never;
        /** Update a node--formation resource */
        patch: operations["updateNodeFormation"];
        trace?: never;
    };
    "/jsonapi/node/formation_carte": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List node--formation_carte resources */
        get: operations["getNodeFormationCarteCollection"];
        put?: never;
        /** Create a node--formation_carte resource */
        post: operations["createNodeFormationCarte"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/node/formation_carte/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a node--formation_carte resource */
        get: operations["getNodeFormationCarte"];
        put?: never;
        post?: never;
        /** Delete a node--formation_carte resource */
        delete: operations["deleteNodeFormationCarte"];
        options?: never;
        head?: never;
        /** Update a node--formation_carte resource */
        patch: operations["updateNodeFormationCarte"];
        trace?: never;
    };
    "/jsonapi/node/menu_restaurant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List node--menu_restaurant resources */
        get: operations["getNodeMenuRestaurantCollection"];
        put?: never;
        /** Create a node--menu_restaurant resource */
        post: operations["createNodeMenuRestaurant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/node/menu_restaurant/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a node--menu_restaurant resource */
        get: operations["getNodeMenuRestaurant"];
        put?: never;
        post?: never;
        /** Delete a node--menu_restaurant resource */
        delete: operations["deleteNodeMenuRestaurant"];
        options?: never;
        head?: never;
        /** Update a node--menu_restaurant resource */
        patch: operations["updateNodeMenuRestaurant"];
        trace?: never;
    };
    "/jsonapi/node/offre_emploi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List node--offre_emploi resources */
        get: operations["getNodeOffreEmploiCollection"];
        put?: never;
        /** Create a node--offre_emploi resource */
        post: operations["createNodeOffreEmploi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/node/offre_emploi/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a node--offre_emploi resource */
        get: operations["getNodeOffreEmploi"];
        put?: never;
        post?: never;
        /** Delete a node--offre_emploi resource */
        delete: operations["deleteNodeOffreEmploi"];
        options?: never;
        head?: never;
        /** Update a node--offre_emploi resource */
        patch: operations["updateNodeOffreEmploi"];
        trace?: never;
    };
    "/jsonapi/node/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List node--page resources */
        get: operations["getNodePageCollection"];
        put?: never;
        /** Create a node--page resource */
        post: operations["createNodePage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/node/page/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a node--page resource */
        get: operations["getNodePage"];
        put?: never;
        post?: never;
        /** Delete a node--page resource */
        delete: operations["deleteNodePage"];
        options?: never;
        head?: never;
        /** Update a node--page resource */
        patch: operations["updateNodePage"];
        trace?: never;
    };
    "/jsonapi/taxonomy_term/secteur": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List taxonomy_term--secteur resources */
        get: operations["getTaxonomyTermSecteurCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/taxonomy_term/secteur/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a taxonomy_term--secteur resource */
        get: operations["getTaxonomyTermSecteur"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/taxonomy_term/niveau": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List taxonomy_term--niveau resources */
        get: operations["getTaxonomyTermNiveauCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/taxonomy_term/niveau/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a taxonomy_term--niveau resource */
        get: operations["getTaxonomyTermNiveau"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/taxonomy_term/type_contrat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List taxonomy_term--type_contrat resources */
        get: operations["getTaxonomyTermTypeContratCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/taxonomy_term/type_contrat/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a taxonomy_term--type_contrat resource */
        get: operations["getTaxonomyTermTypeContrat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/taxonomy_term/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List taxonomy_term--tags resources */
        get: operations["getTaxonomyTermTagsCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/taxonomy_term/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a taxonomy_term--tags resource */
        get: operations["getTaxonomyTermTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/taxonomy_term/categorie_evenement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List taxonomy_term--categorie_evenement resources */
        get: operations["getTaxonomyTermCategorieEvenementCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/taxonomy_term/categorie_evenement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a taxonomy_term--categorie_evenement resource */
        get: operations["getTaxonomyTermCategorieEvenement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/taxonomy_term/campus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List taxonomy_term--campus resources */
        get: operations["getTaxonomyTermCampusCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/taxonomy_term/campus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a taxonomy_term--campus resource */
        get: operations["getTaxonomyTermCampus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/user/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List user--user resources */
        get: operations["getUserCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/user/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a user--user resource */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a user--user resource */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/jsonapi/file/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List file--file resources */
        get: operations["getFileCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonapi/file/file/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /** Get a file--file resource */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current user (Views REST export); an empty array for anonymous users */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/router/translate-path": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resolve a path alias to its entity and JSON:API resource (Decoupled Router) */
        get: operations["translatePath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with a user name and password (session cookie) */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/login_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the request is authenticated */
        get: operations["getLoginStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The CSRF token to send as `X-CSRF-Token` on unsafe requests */
        get: operations["getSessionToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webform_rest/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a webform (Webform REST) */
        post: operations["submitWebform"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The `jsonapi` member: the JSON:API version the server implements. */
        JsonApiObject: {
            /** @example 1.0 */
            version: string;
            meta?: {
                links?: {
                    self?: components["schemas"]["Link"];
                };
            };
        };
        Link: {
            /** Format: uri */
            href: string;
            meta?: Record<string, never>;
        };
        /** @description Links of a resource object: `self` (with `?resourceVersion=id:N` for revisionable types), sometimes `working-copy`. */
        ResourceLinks: {
            self: components["schemas"]["Link"];
        } & {
            [key: string]: components["schemas"]["Link"];
        };
        /** @description Links of a relationship; links the user cannot reach are left out. */
        RelationshipLinks: {
            related?: components["schemas"]["Link"];
            self?: components["schemas"]["Link"];
        };
        DocumentLinks: {
            self: components["schemas"]["Link"];
        };
        /** @description `next` only when there is a next page; `prev` and `first` when the offset is positive; `last` when a count is known. */
        CollectionLinks: {
            self: components["schemas"]["Link"];
            next?: components["schemas"]["Link"];
            prev?: components["schemas"]["Link"];
            first?: components["schemas"]["Link"];
            last?: components["schemas"]["Link"];
        };
        /** @description Resources left out because the current user may not view them. */
        Omitted: {
            detail: string;
            links: {
                [key: string]: components["schemas"]["Link"];
            };
        };
        IndividualMeta: {
            omitted?: components["schemas"]["Omitted"];
        };
        CollectionMeta: {
            /** @description Total number of matching resources (JSON:API Extras "include count"; absent on a core Drupal). */
            count?: number;
            omitted?: components["schemas"]["Omitted"];
        };
        /** @description The target UUID; `missing` for a dangling reference and `virtual` for the root parent of a taxonomy term. */
        ResourceIdentifierId: string | ("missing" | "virtual");
        ResourceIdentifierMeta: {
            /** @description The target entity id (a string for config entities such as node types). */
            drupal_internal__target_id?: number | string;
        };
        ImageIdentifierMeta: {
            alt: string | null;
            title: string | null;
            width: number | null;
            height: number | null;
            drupal_internal__target_id: number;
        };
        ImageIdentifierMetaInput: {
            alt?: string | null;
            title?: string | null;
            width?: number | null;
            height?: number | null;
        };
        /** @description Formatted long text; `processed` is the sanitised HTML to render. */
        TextLong: {
            value: string;
            format?: string | null;
            readonly processed?: string;
        };
        /** @description Formatted long text with a summary; `processed` is the sanitised HTML to render. */
        TextWithSummary: {
            value: string;
            format?: string | null;
            readonly processed?: string;
            /** @description Null when the text was written without a summary, as Drupal. */
            summary?: string | null;
        };
        /** @description A `link` field value: `uri` is `internal:/…`, `entity:node/1` or an absolute URL. */
        LinkItem: {
            /** Format: uri-reference */
            uri: string;
            title?: string | null;
            /** @description Link options: a map, or `[]` when there are none (Drupal serializes an empty PHP array). */
            options?: Record<string, never> | unknown[];
        };
        /** @description The URL alias of an entity. */
        PathAlias: {
            alias?: string | null;
            readonly pid?: number | null;
            langcode?: string;
        };
        /** @description `value` is the stream wrapper URI (`public://…`), `url` the root-relative path to download it. */
        FileUri: {
            value: string;
            url: string;
        };
        ErrorObject: {
            /** @description Reason phrase of the status code. */
            title: string;
            /** @description The HTTP status code, as a string. */
            status: string;
            detail: string;
            code?: string;
            links?: {
                via?: components["schemas"]["Link"];
                info?: components["schemas"]["Link"];
            } & {
                [key: string]: components["schemas"]["Link"];
            };
            source?: {
                pointer?: string;
                parameter?: string;
            };
            meta?: Record<string, never>;
        };
        ErrorDocument: {
            jsonapi: components["schemas"]["JsonApiObject"];
            errors: components["schemas"]["ErrorObject"][];
        };
        /** @description The JSON:API entry point: a link per resource type, keys sorted. */
        JsonApiIndex: {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: unknown[];
            links: {
                self: components["schemas"]["Link"];
            } & {
                [key: string]: components["schemas"]["Link"];
            };
            /** @description `links.me` is present for authenticated users only. */
            meta?: {
                links?: {
                    me?: {
                        /** Format: uri */
                        href: string;
                        meta: {
                            /** Format: uuid */
                            id: string;
                        };
                    };
                };
            };
        };
        /** @description Any resource object the server serves (members of `included`). */
        AnyResource: components["schemas"]["node--article--resource"] | components["schemas"]["node--evenement--resource"] | components["schemas"]["node--metier--resource"] | components["schemas"]["node--formation--resource"] | components["schemas"]["node--formation_carte--resource"] | components["schemas"]["node--menu_restaurant--resource"] | components["schemas"]["node--offre_emploi--resource"] | components["schemas"]["node--page--resource"] | components["schemas"]["taxonomy_term--secteur--resource"] | components["schemas"]["taxonomy_term--niveau--resource"] | components["schemas"]["taxonomy_term--type_contrat--resource"] | components["schemas"]["taxonomy_term--tags--resource"] | components["schemas"]["taxonomy_term--categorie_evenement--resource"] | components["schemas"]["taxonomy_term--campus--resource"] | components["schemas"]["user--user--resource"] | components["schemas"]["file--file--resource"];
        /** Article (attributes) */
        "node--article--attributes": {
            /** ID */
            readonly drupal_internal__nid?: number | null;
            /** ID de révision */
            readonly drupal_internal__vid?: number | null;
            /** Langue */
            langcode?: string | null;
            /**
             * Date de révision
             * Format: date-time
             */
            readonly revision_timestamp?: string | null;
            /**
             * Message de révision
             * @description Present only for users who may view revisions of, or update, the node.
             */
            revision_log?: string | null;
            /** Publié */
            status?: boolean | null;
            /** Titre */
            title?: string;
            /**
             * Créé le
             * Format: date-time
             */
            created?: string | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /** Promu en page d’accueil */
            promote?: boolean | null;
            /** Épinglé */
            sticky?: boolean | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Révision de traduction */
            readonly revision_translation_affected?: boolean | null;
            /** Alias d’URL */
            path?: components["schemas"]["PathAlias"] | null;
            /** Corps (avec résumé) */
            body?: components["schemas"]["TextWithSummary"] | null;
        };
        /** Article (relationships) */
        "node--article--relationships": {
            /** Type de contenu */
            readonly node_type?: {
                data: {
                    /** @enum {string} */
                    type: "node_type--node_type";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur de la révision */
            readonly revision_uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur */
            uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Image */
            field_image?: {
                data: {
                    /** @enum {string} */
                    type: "file--file";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ImageIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Étiquettes */
            field_tags?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_term--tags";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                }[];
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Article */
        "node--article--resource": {
            /** @constant */
            type: "node--article";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["node--article--attributes"];
            relationships?: components["schemas"]["node--article--relationships"];
        };
        "node--article--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--article--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "node--article--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--article--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Article (creation) */
        "node--article--create": {
            data: {
                /** @constant */
                type: "node--article";
                /**
                 * Format: uuid
                 * @description Optional client-generated UUID.
                 */
                id?: string;
                attributes: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Corps (avec résumé) */
                    body?: components["schemas"]["TextWithSummary"] | null;
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Image */
                    field_image?: {
                        data: {
                            /** @enum {string} */
                            type: "file--file";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ImageIdentifierMetaInput"];
                        } | null;
                    };
                    /** Étiquettes */
                    field_tags?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--tags";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        }[];
                    };
                };
            };
        };
        /** Article (update) */
        "node--article--update": {
            data: {
                /** @constant */
                type: "node--article";
                /**
                 * Format: uuid
                 * @description Must be the id of the URL.
                 */
                id: string;
                attributes?: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title?: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Corps (avec résumé) */
                    body?: components["schemas"]["TextWithSummary"] | null;
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Image */
                    field_image?: {
                        data: {
                            /** @enum {string} */
                            type: "file--file";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ImageIdentifierMetaInput"];
                        } | null;
                    };
                    /** Étiquettes */
                    field_tags?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--tags";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        }[];
                    };
                };
            };
        };
        /** Événement (attributes) */
        "node--evenement--attributes": {
            /** ID */
            readonly drupal_internal__nid?: number | null;
            /** ID de révision */
            readonly drupal_internal__vid?: number | null;
            /** Langue */
            langcode?: string | null;
            /**
             * Date de révision
             * Format: date-time
             */
            readonly revision_timestamp?: string | null;
            /**
             * Message de révision
             * @description Present only for users who may view revisions of, or update, the node.
             */
            revision_log?: string | null;
            /** Publié */
            status?: boolean | null;
            /** Titre */
            title?: string;
            /**
             * Créé le
             * Format: date-time
             */
            created?: string | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /** Promu en page d’accueil */
            promote?: boolean | null;
            /** Épinglé */
            sticky?: boolean | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Révision de traduction */
            readonly revision_translation_affected?: boolean | null;
            /** Alias d’URL */
            path?: components["schemas"]["PathAlias"] | null;
            /** Description */
            body?: components["schemas"]["TextWithSummary"] | null;
            /**
             * Début
             * Format: date-time
             */
            field_date_debut?: string;
            /**
             * Fin
             * Format: date-time
             */
            field_date_fin?: string | null;
            /** Lieu */
            field_lieu_nom?: string | null;
            /** Adresse du lieu */
            field_lieu_adresse?: string | null;
            /** Ville du lieu */
            field_lieu_ville?: string | null;
            /** Lien d’inscription */
            field_lien_inscription?: components["schemas"]["LinkItem"] | null;
        };
        /** Événement (relationships) */
        "node--evenement--relationships": {
            /** Type de contenu */
            readonly node_type?: {
                data: {
                    /** @enum {string} */
                    type: "node_type--node_type";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur de la révision */
            readonly revision_uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur */
            uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Image */
            field_image?: {
                data: {
                    /** @enum {string} */
                    type: "file--file";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ImageIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Catégorie */
            field_categorie?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_term--categorie_evenement";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Événement */
        "node--evenement--resource": {
            /** @constant */
            type: "node--evenement";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["node--evenement--attributes"];
            relationships?: components["schemas"]["node--evenement--relationships"];
        };
        "node--evenement--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--evenement--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "node--evenement--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--evenement--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Événement (creation) */
        "node--evenement--create": {
            data: {
                /** @constant */
                type: "node--evenement";
                /**
                 * Format: uuid
                 * @description Optional client-generated UUID.
                 */
                id?: string;
                attributes: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Description */
                    body?: components["schemas"]["TextWithSummary"] | null;
                    /**
                     * Début
                     * Format: date-time
                     */
                    field_date_debut: string;
                    /**
                     * Fin
                     * Format: date-time
                     */
                    field_date_fin?: string | null;
                    /** Lieu */
                    field_lieu_nom?: string | null;
                    /** Adresse du lieu */
                    field_lieu_adresse?: string | null;
                    /** Ville du lieu */
                    field_lieu_ville?: string | null;
                    /** Lien d’inscription */
                    field_lien_inscription?: components["schemas"]["LinkItem"] | null;
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Image */
                    field_image?: {
                        data: {
                            /** @enum {string} */
                            type: "file--file";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ImageIdentifierMetaInput"];
                        } | null;
                    };
                    /** Catégorie */
                    field_categorie?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--categorie_evenement";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                };
            };
        };
        /** Événement (update) */
        "node--evenement--update": {
            data: {
                /** @constant */
                type: "node--evenement";
                /**
                 * Format: uuid
                 * @description Must be the id of the URL.
                 */
                id: string;
                attributes?: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title?: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Description */
                    body?: components["schemas"]["TextWithSummary"] | null;
                    /**
                     * Début
                     * Format: date-time
                     */
                    field_date_debut?: string;
                    /**
                     * Fin
                     * Format: date-time
                     */
                    field_date_fin?: string | null;
                    /** Lieu */
                    field_lieu_nom?: string | null;
                    /** Adresse du lieu */
                    field_lieu_adresse?: string | null;
                    /** Ville du lieu */
                    field_lieu_ville?: string | null;
                    /** Lien d’inscription */
                    field_lien_inscription?: components["schemas"]["LinkItem"] | null;
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Image */
                    field_image?: {
                        data: {
                            /** @enum {string} */
                            type: "file--file";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ImageIdentifierMetaInput"];
                        } | null;
                    };
                    /** Catégorie */
                    field_categorie?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--categorie_evenement";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                };
            };
        };
        /** Métier (attributes) */
        "node--metier--attributes": {
            /** ID */
            readonly drupal_internal__nid?: number | null;
            /** ID de révision */
            readonly drupal_internal__vid?: number | null;
            /** Langue */
            langcode?: string | null;
            /**
             * Date de révision
             * Format: date-time
             */
            readonly revision_timestamp?: string | null;
            /**
             * Message de révision
             * @description Present only for users who may view revisions of, or update, the node.
             */
            revision_log?: string | null;
            /** Publié */
            status?: boolean | null;
            /** Titre */
            title?: string;
            /**
             * Créé le
             * Format: date-time
             */
            created?: string | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /** Promu en page d’accueil */
            promote?: boolean | null;
            /** Épinglé */
            sticky?: boolean | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Révision de traduction */
            readonly revision_translation_affected?: boolean | null;
            /** Alias d’URL */
            path?: components["schemas"]["PathAlias"] | null;
            /** Description */
            field_description?: components["schemas"]["TextLong"] | null;
            /** Identifiant de la vidéo YouTube */
            field_video_youtube?: string | null;
            /** Salaire (fourchette) */
            field_salaire?: string | null;
            /** Compétences clés */
            field_competences?: string[];
        };
        /** Métier (relationships) */
        "node--metier--relationships": {
            /** Type de contenu */
            readonly node_type?: {
                data: {
                    /** @enum {string} */
                    type: "node_type--node_type";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur de la révision */
            readonly revision_uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur */
            uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Image */
            field_image?: {
                data: {
                    /** @enum {string} */
                    type: "file--file";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ImageIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Formations qui y mènent */
            field_formations?: {
                data: {
                    /** @enum {string} */
                    type: "node--formation";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                }[];
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Secteur */
            field_secteur?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_term--secteur";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Métier */
        "node--metier--resource": {
            /** @constant */
            type: "node--metier";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["node--metier--attributes"];
            relationships?: components["schemas"]["node--metier--relationships"];
        };
        "node--metier--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--metier--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "node--metier--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--metier--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Métier (creation) */
        "node--metier--create": {
            data: {
                /** @constant */
                type: "node--metier";
                /**
                 * Format: uuid
                 * @description Optional client-generated UUID.
                 */
                id?: string;
                attributes: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Description */
                    field_description?: components["schemas"]["TextLong"] | null;
                    /** Identifiant de la vidéo YouTube */
                    field_video_youtube?: string | null;
                    /** Salaire (fourchette) */
                    field_salaire?: string | null;
                    /** Compétences clés */
                    field_competences?: string[];
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Image */
                    field_image?: {
                        data: {
                            /** @enum {string} */
                            type: "file--file";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ImageIdentifierMetaInput"];
                        } | null;
                    };
                    /** Formations qui y mènent */
                    field_formations?: {
                        data: {
                            /** @enum {string} */
                            type: "node--formation";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        }[];
                    };
                    /** Secteur */
                    field_secteur?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--secteur";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                };
            };
        };
        /** Métier (update) */
        "node--metier--update": {
            data: {
                /** @constant */
                type: "node--metier";
                /**
                 * Format: uuid
                 * @description Must be the id of the URL.
                 */
                id: string;
                attributes?: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title?: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Description */
                    field_description?: components["schemas"]["TextLong"] | null;
                    /** Identifiant de la vidéo YouTube */
                    field_video_youtube?: string | null;
                    /** Salaire (fourchette) */
                    field_salaire?: string | null;
                    /** Compétences clés */
                    field_competences?: string[];
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Image */
                    field_image?: {
                        data: {
                            /** @enum {string} */
                            type: "file--file";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ImageIdentifierMetaInput"];
                        } | null;
                    };
                    /** Formations qui y mènent */
                    field_formations?: {
                        data: {
                            /** @enum {string} */
                            type: "node--formation";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        }[];
                    };
                    /** Secteur */
                    field_secteur?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--secteur";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                };
            };
        };
        /** Formation (attributes) */
        "node--formation--attributes": {
            /** ID */
            readonly drupal_internal__nid?: number | null;
            /** ID de révision */
            readonly drupal_internal__vid?: number | null;
            /** Langue */
            langcode?: string | null;
            /**
             * Date de révision
             * Format: date-time
             */
            readonly revision_timestamp?: string | null;
            /**
             * Message de révision
             * @description Present only for users who may view revisions of, or update, the node.
             */
            revision_log?: string | null;
            /** Publié */
            status?: boolean | null;
            /** Titre */
            title?: string;
            /**
             * Créé le
             * Format: date-time
             */
            created?: string | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /** Promu en page d’accueil */
            promote?: boolean | null;
            /** Épinglé */
            sticky?: boolean | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Révision de traduction */
            readonly revision_translation_affected?: boolean | null;
            /** Alias d’URL */
            path?: components["schemas"]["PathAlias"] | null;
            /** Objectifs */
            field_objectifs?: components["schemas"]["TextLong"];
            /** Prérequis */
            field_prerequis?: components["schemas"]["TextLong"] | null;
            /** Durée (heures) */
            field_duree_heures?: number | null;
            /** Durée (mois) */
            field_duree_mois?: number | null;
            /** Rythme de l’alternance */
            field_rythme?: components["schemas"]["TextLong"] | null;
            /** Modalités d’accès */
            field_modalites_acces?: components["schemas"]["TextLong"] | null;
            /** Délais d’accès */
            field_delais_acces?: string | null;
            /** Méthodes mobilisées */
            field_methodes?: components["schemas"]["TextLong"] | null;
            /** Modalités d’évaluation */
            field_evaluation?: components["schemas"]["TextLong"] | null;
            /** Tarif */
            field_tarif?: components["schemas"]["TextLong"] | null;
            /** Accessibilité aux personnes handicapées */
            field_accessibilite?: components["schemas"]["TextLong"] | null;
            /** Contact */
            field_contact_nom?: string | null;
            /**
             * E-mail du contact
             * Format: email
             */
            field_contact_email?: string | null;
            /** Téléphone du contact */
            field_contact_telephone?: string | null;
            /** Code RNCP */
            field_code_rncp?: string | null;
            /** Certificateur */
            field_certificateur?: string | null;
            /** Taux de réussite (%) */
            field_taux_reussite?: string | null;
            /** Taux de poursuite d’études (%) */
            field_taux_poursuite?: string | null;
            /** Taux d’insertion professionnelle (%) */
            field_taux_insertion?: string | null;
            /** Année des indicateurs */
            field_annee_indicateurs?: number | null;
            /**
             * Date de dernière mise à jour
             * Format: date
             */
            field_date_mise_a_jour?: string | null;
        };
        /** Formation (relationships) */
        "node--formation--relationships": {
            /** Type de contenu */
            readonly node_type?: {
                data: {
                    /** @enum {string} */
                    type: "node_type--node_type";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur de la révision */
            readonly revision_uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur */
            uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Niveau */
            field_niveau?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_term--niveau";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Secteur */
            field_secteur?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_term--secteur";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Campus */
            field_campus?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_term--campus";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Métiers visés */
            field_metiers?: {
                data: {
                    /** @enum {string} */
                    type: "node--metier";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                }[];
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Image */
            field_image?: {
                data: {
                    /** @enum {string} */
                    type: "file--file";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ImageIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Formation */
        "node--formation--resource": {
            /** @constant */
            type: "node--formation";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["node--formation--attributes"];
            relationships?: components["schemas"]["node--formation--relationships"];
        };
        "node--formation--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--formation--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "node--formation--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--formation--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Formation (creation) */
        "node--formation--create": {
            data: {
                /** @constant */
                type: "node--formation";
                /**
                 * Format: uuid
                 * @description Optional client-generated UUID.
                 */
                id?: string;
                attributes: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Objectifs */
                    field_objectifs: components["schemas"]["TextLong"];
                    /** Prérequis */
                    field_prerequis?: components["schemas"]["TextLong"] | null;
                    /** Durée (heures) */
                    field_duree_heures?: number | null;
                    /** Durée (mois) */
                    field_duree_mois?: number | null;
                    /** Rythme de l’alternance */
                    field_rythme?: components["schemas"]["TextLong"] | null;
                    /** Modalités d’accès */
                    field_modalites_acces?: components["schemas"]["TextLong"] | null;
                    /** Délais d’accès */
                    field_delais_acces?: string | null;
                    /** Méthodes mobilisées */
                    field_methodes?: components["schemas"]["TextLong"] | null;
                    /** Modalités d’évaluation */
                    field_evaluation?: components["schemas"]["TextLong"] | null;
                    /** Tarif */
                    field_tarif?: components["schemas"]["TextLong"] | null;
                    /** Accessibilité aux personnes handicapées */
                    field_accessibilite?: components["schemas"]["TextLong"] | null;
                    /** Contact */
                    field_contact_nom?: string | null;
                    /**
                     * E-mail du contact
                     * Format: email
                     */
                    field_contact_email?: string | null;
                    /** Téléphone du contact */
                    field_contact_telephone?: string | null;
                    /** Code RNCP */
                    field_code_rncp?: string | null;
                    /** Certificateur */
                    field_certificateur?: string | null;
                    /** Taux de réussite (%) */
                    field_taux_reussite?: string | null;
                    /** Taux de poursuite d’études (%) */
                    field_taux_poursuite?: string | null;
                    /** Taux d’insertion professionnelle (%) */
                    field_taux_insertion?: string | null;
                    /** Année des indicateurs */
                    field_annee_indicateurs?: number | null;
                    /**
                     * Date de dernière mise à jour
                     * Format: date
                     */
                    field_date_mise_a_jour?: string | null;
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Niveau */
                    field_niveau?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--niveau";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Secteur */
                    field_secteur?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--secteur";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Campus */
                    field_campus?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--campus";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Métiers visés */
                    field_metiers?: {
                        data: {
                            /** @enum {string} */
                            type: "node--metier";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        }[];
                    };
                    /** Image */
                    field_image?: {
                        data: {
                            /** @enum {string} */
                            type: "file--file";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ImageIdentifierMetaInput"];
                        } | null;
                    };
                };
            };
        };
        /** Formation (update) */
        "node--formation--update": {
            data: {
                /** @constant */
                type: "node--formation";
                /**
                 * Format: uuid
                 * @description Must be the id of the URL.
                 */
                id: string;
                attributes?: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title?: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Objectifs */
                    field_objectifs?: components["schemas"]["TextLong"];
                    /** Prérequis */
                    field_prerequis?: components["schemas"]["TextLong"] | null;
                    /** Durée (heures) */
                    field_duree_heures?: number | null;
                    /** Durée (mois) */
                    field_duree_mois?: number | null;
                    /** Rythme de l’alternance */
                    field_rythme?: components["schemas"]["TextLong"] | null;
                    /** Modalités d’accès */
                    field_modalites_acces?: components["schemas"]["TextLong"] | null;
                    /** Délais d’accès */
                    field_delais_acces?: string | null;
                    /** Méthodes mobilisées */
                    field_methodes?: components["schemas"]["TextLong"] | null;
                    /** Modalités d’évaluation */
                    field_evaluation?: components["schemas"]["TextLong"] | null;
                    /** Tarif */
                    field_tarif?: components["schemas"]["TextLong"] | null;
                    /** Accessibilité aux personnes handicapées */
                    field_accessibilite?: components["schemas"]["TextLong"] | null;
                    /** Contact */
                    field_contact_nom?: string | null;
                    /**
                     * E-mail du contact
                     * Format: email
                     */
                    field_contact_email?: string | null;
                    /** Téléphone du contact */
                    field_contact_telephone?: string | null;
                    /** Code RNCP */
                    field_code_rncp?: string | null;
                    /** Certificateur */
                    field_certificateur?: string | null;
                    /** Taux de réussite (%) */
                    field_taux_reussite?: string | null;
                    /** Taux de poursuite d’études (%) */
                    field_taux_poursuite?: string | null;
                    /** Taux d’insertion professionnelle (%) */
                    field_taux_insertion?: string | null;
                    /** Année des indicateurs */
                    field_annee_indicateurs?: number | null;
                    /**
                     * Date de dernière mise à jour
                     * Format: date
                     */
                    field_date_mise_a_jour?: string | null;
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Niveau */
                    field_niveau?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--niveau";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Secteur */
                    field_secteur?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--secteur";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Campus */
                    field_campus?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--campus";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Métiers visés */
                    field_metiers?: {
                        data: {
                            /** @enum {string} */
                            type: "node--metier";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        }[];
                    };
                    /** Image */
                    field_image?: {
                        data: {
                            /** @enum {string} */
                            type: "file--file";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ImageIdentifierMetaInput"];
                        } | null;
                    };
                };
            };
        };
        /** Lieu de formation (carte) (attributes) */
        "node--formation_carte--attributes": {
            /** ID */
            readonly drupal_internal__nid?: number | null;
            /** ID de révision */
            readonly drupal_internal__vid?: number | null;
            /** Langue */
            langcode?: string | null;
            /**
             * Date de révision
             * Format: date-time
             */
            readonly revision_timestamp?: string | null;
            /**
             * Message de révision
             * @description Present only for users who may view revisions of, or update, the node.
             */
            revision_log?: string | null;
            /** Publié */
            status?: boolean | null;
            /** Titre */
            title?: string;
            /**
             * Créé le
             * Format: date-time
             */
            created?: string | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /** Promu en page d’accueil */
            promote?: boolean | null;
            /** Épinglé */
            sticky?: boolean | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Révision de traduction */
            readonly revision_translation_affected?: boolean | null;
            /** Alias d’URL */
            path?: components["schemas"]["PathAlias"] | null;
            /** Description */
            field_description?: components["schemas"]["TextLong"] | null;
            /** Adresse */
            field_adresse?: string | null;
            /** Code postal */
            field_code_postal?: string | null;
            /** Ville */
            field_ville?: string | null;
            /** Latitude */
            field_latitude?: string;
            /** Longitude */
            field_longitude?: string;
            /**
             * E-mail de contact
             * Format: email
             */
            field_contact_email?: string | null;
            /** Téléphone de contact */
            field_contact_telephone?: string | null;
        };
        /** Lieu de formation (carte) (relationships) */
        "node--formation_carte--relationships": {
            /** Type de contenu */
            readonly node_type?: {
                data: {
                    /** @enum {string} */
                    type: "node_type--node_type";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur de la révision */
            readonly revision_uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur */
            uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Formations proposées */
            field_formations?: {
                data: {
                    /** @enum {string} */
                    type: "node--formation";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                }[];
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Lieu de formation (carte) */
        "node--formation_carte--resource": {
            /** @constant */
            type: "node--formation_carte";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["node--formation_carte--attributes"];
            relationships?: components["schemas"]["node--formation_carte--relationships"];
        };
        "node--formation_carte--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--formation_carte--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "node--formation_carte--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--formation_carte--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Lieu de formation (carte) (creation) */
        "node--formation_carte--create": {
            data: {
                /** @constant */
                type: "node--formation_carte";
                /**
                 * Format: uuid
                 * @description Optional client-generated UUID.
                 */
                id?: string;
                attributes: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Description */
                    field_description?: components["schemas"]["TextLong"] | null;
                    /** Adresse */
                    field_adresse?: string | null;
                    /** Code postal */
                    field_code_postal?: string | null;
                    /** Ville */
                    field_ville?: string | null;
                    /** Latitude */
                    field_latitude: string;
                    /** Longitude */
                    field_longitude: string;
                    /**
                     * E-mail de contact
                     * Format: email
                     */
                    field_contact_email?: string | null;
                    /** Téléphone de contact */
                    field_contact_telephone?: string | null;
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Formations proposées */
                    field_formations?: {
                        data: {
                            /** @enum {string} */
                            type: "node--formation";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        }[];
                    };
                };
            };
        };
        /** Lieu de formation (carte) (update) */
        "node--formation_carte--update": {
            data: {
                /** @constant */
                type: "node--formation_carte";
                /**
                 * Format: uuid
                 * @description Must be the id of the URL.
                 */
                id: string;
                attributes?: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title?: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Description */
                    field_description?: components["schemas"]["TextLong"] | null;
                    /** Adresse */
                    field_adresse?: string | null;
                    /** Code postal */
                    field_code_postal?: string | null;
                    /** Ville */
                    field_ville?: string | null;
                    /** Latitude */
                    field_latitude?: string;
                    /** Longitude */
                    field_longitude?: string;
                    /**
                     * E-mail de contact
                     * Format: email
                     */
                    field_contact_email?: string | null;
                    /** Téléphone de contact */
                    field_contact_telephone?: string | null;
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Formations proposées */
                    field_formations?: {
                        data: {
                            /** @enum {string} */
                            type: "node--formation";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        }[];
                    };
                };
            };
        };
        /** Menu du restaurant (attributes) */
        "node--menu_restaurant--attributes": {
            /** ID */
            readonly drupal_internal__nid?: number | null;
            /** ID de révision */
            readonly drupal_internal__vid?: number | null;
            /** Langue */
            langcode?: string | null;
            /**
             * Date de révision
             * Format: date-time
             */
            readonly revision_timestamp?: string | null;
            /**
             * Message de révision
             * @description Present only for users who may view revisions of, or update, the node.
             */
            revision_log?: string | null;
            /** Publié */
            status?: boolean | null;
            /** Titre */
            title?: string;
            /**
             * Créé le
             * Format: date-time
             */
            created?: string | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /** Promu en page d’accueil */
            promote?: boolean | null;
            /** Épinglé */
            sticky?: boolean | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Révision de traduction */
            readonly revision_translation_affected?: boolean | null;
            /** Alias d’URL */
            path?: components["schemas"]["PathAlias"] | null;
            /** Dates de service */
            field_dates_service?: string[];
            /** Entrées */
            field_entrees?: string[];
            /** Plats */
            field_plats?: string[];
            /** Desserts */
            field_desserts?: string[];
            /** Prix (€) */
            field_prix?: string | null;
            /** Réservation */
            field_reservation?: components["schemas"]["TextLong"] | null;
        };
        /** Menu du restaurant (relationships) */
        "node--menu_restaurant--relationships": {
            /** Type de contenu */
            readonly node_type?: {
                data: {
                    /** @enum {string} */
                    type: "node_type--node_type";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur de la révision */
            readonly revision_uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur */
            uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Image */
            field_image?: {
                data: {
                    /** @enum {string} */
                    type: "file--file";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ImageIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Menu du restaurant */
        "node--menu_restaurant--resource": {
            /** @constant */
            type: "node--menu_restaurant";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["node--menu_restaurant--attributes"];
            relationships?: components["schemas"]["node--menu_restaurant--relationships"];
        };
        "node--menu_restaurant--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--menu_restaurant--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "node--menu_restaurant--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--menu_restaurant--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Menu du restaurant (creation) */
        "node--menu_restaurant--create": {
            data: {
                /** @constant */
                type: "node--menu_restaurant";
                /**
                 * Format: uuid
                 * @description Optional client-generated UUID.
                 */
                id?: string;
                attributes: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Dates de service */
                    field_dates_service: string[];
                    /** Entrées */
                    field_entrees?: string[];
                    /** Plats */
                    field_plats?: string[];
                    /** Desserts */
                    field_desserts?: string[];
                    /** Prix (€) */
                    field_prix?: string | null;
                    /** Réservation */
                    field_reservation?: components["schemas"]["TextLong"] | null;
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Image */
                    field_image?: {
                        data: {
                            /** @enum {string} */
                            type: "file--file";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ImageIdentifierMetaInput"];
                        } | null;
                    };
                };
            };
        };
        /** Menu du restaurant (update) */
        "node--menu_restaurant--update": {
            data: {
                /** @constant */
                type: "node--menu_restaurant";
                /**
                 * Format: uuid
                 * @description Must be the id of the URL.
                 */
                id: string;
                attributes?: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title?: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Dates de service */
                    field_dates_service?: string[];
                    /** Entrées */
                    field_entrees?: string[];
                    /** Plats */
                    field_plats?: string[];
                    /** Desserts */
                    field_desserts?: string[];
                    /** Prix (€) */
                    field_prix?: string | null;
                    /** Réservation */
                    field_reservation?: components["schemas"]["TextLong"] | null;
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Image */
                    field_image?: {
                        data: {
                            /** @enum {string} */
                            type: "file--file";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ImageIdentifierMetaInput"];
                        } | null;
                    };
                };
            };
        };
        /** Offre d’emploi (attributes) */
        "node--offre_emploi--attributes": {
            /** ID */
            readonly drupal_internal__nid?: number | null;
            /** ID de révision */
            readonly drupal_internal__vid?: number | null;
            /** Langue */
            langcode?: string | null;
            /**
             * Date de révision
             * Format: date-time
             */
            readonly revision_timestamp?: string | null;
            /**
             * Message de révision
             * @description Present only for users who may view revisions of, or update, the node.
             */
            revision_log?: string | null;
            /** Publié */
            status?: boolean | null;
            /** Titre */
            title?: string;
            /**
             * Créé le
             * Format: date-time
             */
            created?: string | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /** Promu en page d’accueil */
            promote?: boolean | null;
            /** Épinglé */
            sticky?: boolean | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Révision de traduction */
            readonly revision_translation_affected?: boolean | null;
            /** Alias d’URL */
            path?: components["schemas"]["PathAlias"] | null;
            /** Entreprise */
            field_entreprise?: string;
            /** Description du poste */
            field_description?: components["schemas"]["TextLong"];
            /** Ville */
            field_ville?: string;
            /** Code postal */
            field_code_postal?: string;
            /**
             * Date de prise de poste
             * Format: date
             */
            field_date_prise_poste?: string | null;
            /**
             * Date d’expiration
             * Format: date
             */
            field_date_expiration?: string;
            /**
             * E-mail de contact
             * Format: email
             */
            field_contact_email?: string | null;
            /** Téléphone de contact */
            field_contact_telephone?: string | null;
        };
        /** Offre d’emploi (relationships) */
        "node--offre_emploi--relationships": {
            /** Type de contenu */
            readonly node_type?: {
                data: {
                    /** @enum {string} */
                    type: "node_type--node_type";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur de la révision */
            readonly revision_uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur */
            uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Type de contrat */
            field_type_contrat?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_term--type_contrat";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                };
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Secteur */
            field_secteur?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_term--secteur";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Offre d’emploi */
        "node--offre_emploi--resource": {
            /** @constant */
            type: "node--offre_emploi";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["node--offre_emploi--attributes"];
            relationships?: components["schemas"]["node--offre_emploi--relationships"];
        };
        "node--offre_emploi--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--offre_emploi--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "node--offre_emploi--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--offre_emploi--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Offre d’emploi (creation) */
        "node--offre_emploi--create": {
            data: {
                /** @constant */
                type: "node--offre_emploi";
                /**
                 * Format: uuid
                 * @description Optional client-generated UUID.
                 */
                id?: string;
                attributes: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Entreprise */
                    field_entreprise: string;
                    /** Description du poste */
                    field_description: components["schemas"]["TextLong"];
                    /** Ville */
                    field_ville: string;
                    /** Code postal */
                    field_code_postal: string;
                    /**
                     * Date de prise de poste
                     * Format: date
                     */
                    field_date_prise_poste?: string | null;
                    /**
                     * Date d’expiration
                     * Format: date
                     */
                    field_date_expiration: string;
                    /**
                     * E-mail de contact
                     * Format: email
                     */
                    field_contact_email?: string | null;
                    /** Téléphone de contact */
                    field_contact_telephone?: string | null;
                };
                relationships: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Type de contrat */
                    field_type_contrat: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--type_contrat";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        };
                    };
                    /** Secteur */
                    field_secteur?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--secteur";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                };
            };
        };
        /** Offre d’emploi (update) */
        "node--offre_emploi--update": {
            data: {
                /** @constant */
                type: "node--offre_emploi";
                /**
                 * Format: uuid
                 * @description Must be the id of the URL.
                 */
                id: string;
                attributes?: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title?: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Entreprise */
                    field_entreprise?: string;
                    /** Description du poste */
                    field_description?: components["schemas"]["TextLong"];
                    /** Ville */
                    field_ville?: string;
                    /** Code postal */
                    field_code_postal?: string;
                    /**
                     * Date de prise de poste
                     * Format: date
                     */
                    field_date_prise_poste?: string | null;
                    /**
                     * Date d’expiration
                     * Format: date
                     */
                    field_date_expiration?: string;
                    /**
                     * E-mail de contact
                     * Format: email
                     */
                    field_contact_email?: string | null;
                    /** Téléphone de contact */
                    field_contact_telephone?: string | null;
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                    /** Type de contrat */
                    field_type_contrat?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--type_contrat";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        };
                    };
                    /** Secteur */
                    field_secteur?: {
                        data: {
                            /** @enum {string} */
                            type: "taxonomy_term--secteur";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                };
            };
        };
        /** Page (attributes) */
        "node--page--attributes": {
            /** ID */
            readonly drupal_internal__nid?: number | null;
            /** ID de révision */
            readonly drupal_internal__vid?: number | null;
            /** Langue */
            langcode?: string | null;
            /**
             * Date de révision
             * Format: date-time
             */
            readonly revision_timestamp?: string | null;
            /**
             * Message de révision
             * @description Present only for users who may view revisions of, or update, the node.
             */
            revision_log?: string | null;
            /** Publié */
            status?: boolean | null;
            /** Titre */
            title?: string;
            /**
             * Créé le
             * Format: date-time
             */
            created?: string | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /** Promu en page d’accueil */
            promote?: boolean | null;
            /** Épinglé */
            sticky?: boolean | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Révision de traduction */
            readonly revision_translation_affected?: boolean | null;
            /** Alias d’URL */
            path?: components["schemas"]["PathAlias"] | null;
            /** Corps */
            body?: components["schemas"]["TextWithSummary"] | null;
        };
        /** Page (relationships) */
        "node--page--relationships": {
            /** Type de contenu */
            readonly node_type?: {
                data: {
                    /** @enum {string} */
                    type: "node_type--node_type";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur de la révision */
            readonly revision_uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur */
            uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Page */
        "node--page--resource": {
            /** @constant */
            type: "node--page";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["node--page--attributes"];
            relationships?: components["schemas"]["node--page--relationships"];
        };
        "node--page--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--page--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "node--page--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["node--page--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Page (creation) */
        "node--page--create": {
            data: {
                /** @constant */
                type: "node--page";
                /**
                 * Format: uuid
                 * @description Optional client-generated UUID.
                 */
                id?: string;
                attributes: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Corps */
                    body?: components["schemas"]["TextWithSummary"] | null;
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                };
            };
        };
        /** Page (update) */
        "node--page--update": {
            data: {
                /** @constant */
                type: "node--page";
                /**
                 * Format: uuid
                 * @description Must be the id of the URL.
                 */
                id: string;
                attributes?: {
                    /** Langue */
                    langcode?: string | null;
                    /** Message de révision */
                    revision_log?: string | null;
                    /** Publié */
                    status?: boolean | null;
                    /** Titre */
                    title?: string;
                    /**
                     * Créé le
                     * Format: date-time
                     */
                    created?: string | null;
                    /** Promu en page d’accueil */
                    promote?: boolean | null;
                    /** Épinglé */
                    sticky?: boolean | null;
                    /** Alias d’URL */
                    path?: components["schemas"]["PathAlias"] | null;
                    /** Corps */
                    body?: components["schemas"]["TextWithSummary"] | null;
                };
                relationships?: {
                    /** Auteur */
                    uid?: {
                        data: {
                            /** @enum {string} */
                            type: "user--user";
                            /** Format: uuid */
                            id: string;
                            meta?: components["schemas"]["ResourceIdentifierMeta"];
                        } | null;
                    };
                };
            };
        };
        /** Secteur (attributes) */
        "taxonomy_term--secteur--attributes": {
            /** ID */
            readonly drupal_internal__tid?: number | null;
            /** ID de révision */
            readonly drupal_internal__revision_id?: number | null;
            /** Langue */
            langcode?: string | null;
            /**
             * Date de révision
             * Format: date-time
             */
            readonly revision_created?: string | null;
            /** Publié */
            status?: boolean | null;
            /** Nom */
            name?: string;
            /** Description */
            description?: components["schemas"]["TextLong"] | null;
            /** Poids */
            weight?: number | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Révision de traduction */
            readonly revision_translation_affected?: boolean | null;
            /** Alias d’URL */
            path?: components["schemas"]["PathAlias"] | null;
        };
        /** Secteur (relationships) */
        "taxonomy_term--secteur--relationships": {
            /** Vocabulaire */
            readonly vid?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_vocabulary--taxonomy_vocabulary";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur de la révision */
            readonly revision_user?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Parents */
            parent?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_term--secteur";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                }[];
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Secteur */
        "taxonomy_term--secteur--resource": {
            /** @constant */
            type: "taxonomy_term--secteur";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["taxonomy_term--secteur--attributes"];
            relationships?: components["schemas"]["taxonomy_term--secteur--relationships"];
        };
        "taxonomy_term--secteur--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["taxonomy_term--secteur--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "taxonomy_term--secteur--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["taxonomy_term--secteur--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Niveau (attributes) */
        "taxonomy_term--niveau--attributes": {
            /** ID */
            readonly drupal_internal__tid?: number | null;
            /** ID de révision */
            readonly drupal_internal__revision_id?: number | null;
            /** Langue */
            langcode?: string | null;
            /**
             * Date de révision
             * Format: date-time
             */
            readonly revision_created?: string | null;
            /** Publié */
            status?: boolean | null;
            /** Nom */
            name?: string;
            /** Description */
            description?: components["schemas"]["TextLong"] | null;
            /** Poids */
            weight?: number | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Révision de traduction */
            readonly revision_translation_affected?: boolean | null;
            /** Alias d’URL */
            path?: components["schemas"]["PathAlias"] | null;
        };
        /** Niveau (relationships) */
        "taxonomy_term--niveau--relationships": {
            /** Vocabulaire */
            readonly vid?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_vocabulary--taxonomy_vocabulary";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur de la révision */
            readonly revision_user?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Parents */
            parent?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_term--niveau";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                }[];
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Niveau */
        "taxonomy_term--niveau--resource": {
            /** @constant */
            type: "taxonomy_term--niveau";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["taxonomy_term--niveau--attributes"];
            relationships?: components["schemas"]["taxonomy_term--niveau--relationships"];
        };
        "taxonomy_term--niveau--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["taxonomy_term--niveau--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "taxonomy_term--niveau--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["taxonomy_term--niveau--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Type de contrat (attributes) */
        "taxonomy_term--type_contrat--attributes": {
            /** ID */
            readonly drupal_internal__tid?: number | null;
            /** ID de révision */
            readonly drupal_internal__revision_id?: number | null;
            /** Langue */
            langcode?: string | null;
            /**
             * Date de révision
             * Format: date-time
             */
            readonly revision_created?: string | null;
            /** Publié */
            status?: boolean | null;
            /** Nom */
            name?: string;
            /** Description */
            description?: components["schemas"]["TextLong"] | null;
            /** Poids */
            weight?: number | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Révision de traduction */
            readonly revision_translation_affected?: boolean | null;
            /** Alias d’URL */
            path?: components["schemas"]["PathAlias"] | null;
        };
        /** Type de contrat (relationships) */
        "taxonomy_term--type_contrat--relationships": {
            /** Vocabulaire */
            readonly vid?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_vocabulary--taxonomy_vocabulary";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur de la révision */
            readonly revision_user?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Parents */
            parent?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_term--type_contrat";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                }[];
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Type de contrat */
        "taxonomy_term--type_contrat--resource": {
            /** @constant */
            type: "taxonomy_term--type_contrat";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["taxonomy_term--type_contrat--attributes"];
            relationships?: components["schemas"]["taxonomy_term--type_contrat--relationships"];
        };
        "taxonomy_term--type_contrat--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["taxonomy_term--type_contrat--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "taxonomy_term--type_contrat--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["taxonomy_term--type_contrat--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Étiquettes (attributes) */
        "taxonomy_term--tags--attributes": {
            /** ID */
            readonly drupal_internal__tid?: number | null;
            /** ID de révision */
            readonly drupal_internal__revision_id?: number | null;
            /** Langue */
            langcode?: string | null;
            /**
             * Date de révision
             * Format: date-time
             */
            readonly revision_created?: string | null;
            /** Publié */
            status?: boolean | null;
            /** Nom */
            name?: string;
            /** Description */
            description?: components["schemas"]["TextLong"] | null;
            /** Poids */
            weight?: number | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Révision de traduction */
            readonly revision_translation_affected?: boolean | null;
            /** Alias d’URL */
            path?: components["schemas"]["PathAlias"] | null;
        };
        /** Étiquettes (relationships) */
        "taxonomy_term--tags--relationships": {
            /** Vocabulaire */
            readonly vid?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_vocabulary--taxonomy_vocabulary";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur de la révision */
            readonly revision_user?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Parents */
            parent?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_term--tags";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                }[];
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Étiquettes */
        "taxonomy_term--tags--resource": {
            /** @constant */
            type: "taxonomy_term--tags";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["taxonomy_term--tags--attributes"];
            relationships?: components["schemas"]["taxonomy_term--tags--relationships"];
        };
        "taxonomy_term--tags--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["taxonomy_term--tags--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "taxonomy_term--tags--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["taxonomy_term--tags--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Catégorie d’événement (attributes) */
        "taxonomy_term--categorie_evenement--attributes": {
            /** ID */
            readonly drupal_internal__tid?: number | null;
            /** ID de révision */
            readonly drupal_internal__revision_id?: number | null;
            /** Langue */
            langcode?: string | null;
            /**
             * Date de révision
             * Format: date-time
             */
            readonly revision_created?: string | null;
            /** Publié */
            status?: boolean | null;
            /** Nom */
            name?: string;
            /** Description */
            description?: components["schemas"]["TextLong"] | null;
            /** Poids */
            weight?: number | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Révision de traduction */
            readonly revision_translation_affected?: boolean | null;
            /** Alias d’URL */
            path?: components["schemas"]["PathAlias"] | null;
        };
        /** Catégorie d’événement (relationships) */
        "taxonomy_term--categorie_evenement--relationships": {
            /** Vocabulaire */
            readonly vid?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_vocabulary--taxonomy_vocabulary";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur de la révision */
            readonly revision_user?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Parents */
            parent?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_term--categorie_evenement";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                }[];
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Catégorie d’événement */
        "taxonomy_term--categorie_evenement--resource": {
            /** @constant */
            type: "taxonomy_term--categorie_evenement";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["taxonomy_term--categorie_evenement--attributes"];
            relationships?: components["schemas"]["taxonomy_term--categorie_evenement--relationships"];
        };
        "taxonomy_term--categorie_evenement--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["taxonomy_term--categorie_evenement--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "taxonomy_term--categorie_evenement--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["taxonomy_term--categorie_evenement--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Campus (attributes) */
        "taxonomy_term--campus--attributes": {
            /** ID */
            readonly drupal_internal__tid?: number | null;
            /** ID de révision */
            readonly drupal_internal__revision_id?: number | null;
            /** Langue */
            langcode?: string | null;
            /**
             * Date de révision
             * Format: date-time
             */
            readonly revision_created?: string | null;
            /** Publié */
            status?: boolean | null;
            /** Nom */
            name?: string;
            /** Description */
            description?: components["schemas"]["TextLong"] | null;
            /** Poids */
            weight?: number | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Révision de traduction */
            readonly revision_translation_affected?: boolean | null;
            /** Alias d’URL */
            path?: components["schemas"]["PathAlias"] | null;
        };
        /** Campus (relationships) */
        "taxonomy_term--campus--relationships": {
            /** Vocabulaire */
            readonly vid?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_vocabulary--taxonomy_vocabulary";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Auteur de la révision */
            readonly revision_user?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
            /** Parents */
            parent?: {
                data: {
                    /** @enum {string} */
                    type: "taxonomy_term--campus";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                }[];
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Campus */
        "taxonomy_term--campus--resource": {
            /** @constant */
            type: "taxonomy_term--campus";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["taxonomy_term--campus--attributes"];
            relationships?: components["schemas"]["taxonomy_term--campus--relationships"];
        };
        "taxonomy_term--campus--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["taxonomy_term--campus--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "taxonomy_term--campus--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["taxonomy_term--campus--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Utilisateur (attributes) */
        "user--user--attributes": {
            /** Nom affiché */
            readonly display_name?: string | null;
            /** ID */
            readonly drupal_internal__uid?: number | null;
            /** Langue */
            langcode?: string | null;
            /** Nom d’utilisateur */
            name?: string;
            /**
             * E-mail
             * Format: email
             * @description Present only for the account itself and for users who may view e-mail addresses.
             */
            mail?: string | null;
            /**
             * Créé le
             * Format: date-time
             */
            readonly created?: string | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
            /**
             * Actif
             * @description Present only for user administrators.
             */
            status?: boolean | null;
            /** Langue par défaut */
            readonly default_langcode?: boolean | null;
            /** Prénom */
            field_prenom?: string | null;
            /** Nom */
            field_nom?: string | null;
            /** Téléphone */
            field_telephone?: string | null;
            /** Organisation */
            field_organisation?: string | null;
        };
        /** Utilisateur (relationships) */
        "user--user--relationships": Record<string, never>;
        /** Utilisateur */
        "user--user--resource": {
            /** @constant */
            type: "user--user";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["user--user--attributes"];
            relationships?: components["schemas"]["user--user--relationships"];
        };
        "user--user--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["user--user--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "user--user--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["user--user--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** Utilisateur (update) */
        "user--user--update": {
            data: {
                /** @constant */
                type: "user--user";
                /**
                 * Format: uuid
                 * @description Must be the id of the URL.
                 */
                id: string;
                attributes?: {
                    /** Langue */
                    langcode?: string | null;
                    /** Nom d’utilisateur */
                    name?: string;
                    /**
                     * E-mail
                     * Format: email
                     */
                    mail?: string | null;
                    /** Actif */
                    status?: boolean | null;
                    /** Prénom */
                    field_prenom?: string | null;
                    /** Nom */
                    field_nom?: string | null;
                    /** Téléphone */
                    field_telephone?: string | null;
                    /** Organisation */
                    field_organisation?: string | null;
                };
            };
        };
        /** Fichier (attributes) */
        "file--file--attributes": {
            /** ID */
            readonly drupal_internal__fid?: number | null;
            /** Langue */
            langcode?: string | null;
            /** Nom du fichier */
            readonly filename?: string | null;
            /** URI */
            readonly uri?: components["schemas"]["FileUri"] | null;
            /** Type MIME */
            readonly filemime?: string | null;
            /** Taille (octets) */
            readonly filesize?: number | null;
            /** Permanent */
            readonly status?: boolean | null;
            /**
             * Créé le
             * Format: date-time
             */
            readonly created?: string | null;
            /**
             * Modifié le
             * Format: date-time
             */
            readonly changed?: string | null;
        };
        /** Fichier (relationships) */
        "file--file--relationships": {
            /** Propriétaire */
            readonly uid?: {
                data: {
                    /** @enum {string} */
                    type: "user--user";
                    id: components["schemas"]["ResourceIdentifierId"];
                    meta?: components["schemas"]["ResourceIdentifierMeta"];
                } | null;
                links?: components["schemas"]["RelationshipLinks"];
            };
        };
        /** Fichier */
        "file--file--resource": {
            /** @constant */
            type: "file--file";
            /** Format: uuid */
            id: string;
            links: components["schemas"]["ResourceLinks"];
            attributes?: components["schemas"]["file--file--attributes"];
            relationships?: components["schemas"]["file--file--relationships"];
        };
        "file--file--individual": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["file--file--resource"];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["IndividualMeta"];
            links: components["schemas"]["DocumentLinks"];
        };
        "file--file--collection": {
            jsonapi: components["schemas"]["JsonApiObject"];
            data: components["schemas"]["file--file--resource"][];
            included?: components["schemas"]["AnyResource"][];
            meta?: components["schemas"]["CollectionMeta"];
            links: components["schemas"]["CollectionLinks"];
        };
        /** @description One row of the `/api/users` Views REST export: every field rendered as a string, empty when the field is empty. */
        CurrentUserRow: {
            /** @description The user ID. */
            uid: string;
            /** @description The user UUID (the id of its `user--user` resource). */
            uuid: string;
            /** @description The user name. */
            name: string;
            /** @description The e-mail address. */
            mail: string;
            /** @description First name (Prénom). */
            field_prenom: string;
            /** @description Last name (Nom). */
            field_nom: string;
            /** @description Telephone number (Téléphone). */
            field_telephone: string;
            /** @description Organisation. */
            field_organisation: string;
            /** @description Role machine names, comma-separated, e.g. `authenticated, editor`. */
            roles: string;
        };
        /** @description Drupal’s JSON error body (`ExceptionJsonSubscriber`). */
        JsonMessage: {
            message: string;
        };
        DecoupledRouterTranslation: {
            /** Format: uri-reference */
            resolved: string;
            /** @description Only on an external URL; Drupal leaves it out for an entity. */
            isExternal?: boolean;
            isHomePath: boolean;
            entity?: {
                /** Format: uri-reference */
                canonical: string;
                type: string;
                bundle: string;
                id: string;
                /** Format: uuid */
                uuid: string;
                langcode: string;
                /** @description The path the entity is reached at: its alias, else its system path. */
                path?: string;
            };
            label?: string;
            jsonapi?: {
                /** Format: uri-reference */
                individual: string;
                /** @description The resource type, e.g. `node--article`. */
                resourceName: string;
                /** @deprecated */
                pathPrefix: string;
                basePath: string;
                /** Format: uri-reference */
                entryPoint: string;
            };
            meta?: {
                deprecated?: {
                    [key: string]: string;
                };
            };
            redirect?: {
                from: string;
                to: string;
                status: string;
            }[];
        };
        DecoupledRouterError: {
            message: string;
            details: string;
        };
        LoginRequest: {
            name: string;
            /** Format: password */
            pass: string;
        };
        LoginResponse: {
            current_user: {
                uid: string;
                name: string;
                /** @description Only for users who may administer users. */
                roles?: string[];
            };
            csrf_token: string;
            logout_token: string;
        };
        /** @description The webform id and the values of its elements, flat. */
        WebformSubmission: {
            webform_id: string;
        } & {
            [key: string]: string;
        };
        WebformSubmitResponse: {
            /** @description The submission id. */
            sid: string;
        };
        WebformError: {
            message: string;
            /** @description Validation messages by element name. */
            error?: {
                [key: string]: string;
            };
        };
    };
    responses: {
        /** @description Bad request: an invalid query parameter or request document. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/vnd.api+json": components["schemas"]["ErrorDocument"];
            };
        };
        /** @description Forbidden: the current user may not perform the operation (or a CSRF token is missing). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/vnd.api+json": components["schemas"]["ErrorDocument"];
            };
        };
        /** @description Not found: no resource has this id. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/vnd.api+json": components["schemas"]["ErrorDocument"];
            };
        };
        /** @description Method not allowed: JSON:API is configured to accept only read operations. */
        MethodNotAllowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/vnd.api+json": components["schemas"]["ErrorDocument"];
            };
        };
        /** @description Conflict: the entity already exists. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/vnd.api+json": components["schemas"]["ErrorDocument"];
            };
        };
        /** @description Unsupported media type: the request `Content-Type` must be `application/vnd.api+json`. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/vnd.api+json": components["schemas"]["ErrorDocument"];
            };
        };
        /** @description Unprocessable entity: the entity does not validate; one error per violation. */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/vnd.api+json": components["schemas"]["ErrorDocument"];
            };
        };
    };
    parameters: {
        /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
        filter: {
            [key: string]: unknown;
        };
        /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
        sort: string;
        /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
        include: string;
        pageOffset: number;
        /** @description Page size; larger values are cut to 50. */
        pageLimit: number;
        /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
        resourceVersion: string;
        /** @description The resource UUID. */
        id: string;
        /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
        csrfToken: string;
        formatJson: "json";
        /** @description Sparse fieldset of node--article: comma-separated attribute and relationship names. */
        "fields--node--article": string;
        /** @description Sparse fieldset of node--evenement: comma-separated attribute and relationship names. */
        "fields--node--evenement": string;
        /** @description Sparse fieldset of node--metier: comma-separated attribute and relationship names. */
        "fields--node--metier": string;
        /** @description Sparse fieldset of node--formation: comma-separated attribute and relationship names. */
        "fields--node--formation": string;
        /** @description Sparse fieldset of node--formation_carte: comma-separated attribute and relationship names. */
        "fields--node--formation_carte": string;
        /** @description Sparse fieldset of node--menu_restaurant: comma-separated attribute and relationship names. */
        "fields--node--menu_restaurant": string;
        /** @description Sparse fieldset of node--offre_emploi: comma-separated attribute and relationship names. */
        "fields--node--offre_emploi": string;
        /** @description Sparse fieldset of node--page: comma-separated attribute and relationship names. */
        "fields--node--page": string;
        /** @description Sparse fieldset of taxonomy_term--secteur: comma-separated attribute and relationship names. */
        "fields--taxonomy_term--secteur": string;
        /** @description Sparse fieldset of taxonomy_term--niveau: comma-separated attribute and relationship names. */
        "fields--taxonomy_term--niveau": string;
        /** @description Sparse fieldset of taxonomy_term--type_contrat: comma-separated attribute and relationship names. */
        "fields--taxonomy_term--type_contrat": string;
        /** @description Sparse fieldset of taxonomy_term--tags: comma-separated attribute and relationship names. */
        "fields--taxonomy_term--tags": string;
        /** @description Sparse fieldset of taxonomy_term--categorie_evenement: comma-separated attribute and relationship names. */
        "fields--taxonomy_term--categorie_evenement": string;
        /** @description Sparse fieldset of taxonomy_term--campus: comma-separated attribute and relationship names. */
        "fields--taxonomy_term--campus": string;
        /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
        "fields--user--user": string;
        /** @description Sparse fieldset of file--file: comma-separated attribute and relationship names. */
        "fields--file--file": string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getJsonApiIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Links to every resource type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["JsonApiIndex"];
                };
            };
        };
    };
    getNodeArticleCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--article: comma-separated attribute and relationship names. */
                "fields[node--article]"?: components["parameters"]["fields--node--article"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
                /** @description Sparse fieldset of file--file: comma-separated attribute and relationship names. */
                "fields[file--file]"?: components["parameters"]["fields--file--file"];
                /** @description Sparse fieldset of taxonomy_term--tags: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--tags]"?: components["parameters"]["fields--taxonomy_term--tags"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--article--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    createNodeArticle: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--article--create"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The self link of the new resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--article--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodeArticle: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--article: comma-separated attribute and relationship names. */
                "fields[node--article]"?: components["parameters"]["fields--node--article"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
                /** @description Sparse fieldset of file--file: comma-separated attribute and relationship names. */
                "fields[file--file]"?: components["parameters"]["fields--file--file"];
                /** @description Sparse fieldset of taxonomy_term--tags: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--tags]"?: components["parameters"]["fields--taxonomy_term--tags"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--article--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteNodeArticle: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    updateNodeArticle: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--article--update"];
            };
        };
        responses: {
            /** @description The updated resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--article--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodeEvenementCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--evenement: comma-separated attribute and relationship names. */
                "fields[node--evenement]"?: components["parameters"]["fields--node--evenement"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
                /** @description Sparse fieldset of file--file: comma-separated attribute and relationship names. */
                "fields[file--file]"?: components["parameters"]["fields--file--file"];
                /** @description Sparse fieldset of taxonomy_term--categorie_evenement: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--categorie_evenement]"?: components["parameters"]["fields--taxonomy_term--categorie_evenement"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--evenement--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    createNodeEvenement: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--evenement--create"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The self link of the new resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--evenement--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodeEvenement: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--evenement: comma-separated attribute and relationship names. */
                "fields[node--evenement]"?: components["parameters"]["fields--node--evenement"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
                /** @description Sparse fieldset of file--file: comma-separated attribute and relationship names. */
                "fields[file--file]"?: components["parameters"]["fields--file--file"];
                /** @description Sparse fieldset of taxonomy_term--categorie_evenement: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--categorie_evenement]"?: components["parameters"]["fields--taxonomy_term--categorie_evenement"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--evenement--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteNodeEvenement: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    updateNodeEvenement: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--evenement--update"];
            };
        };
        responses: {
            /** @description The updated resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--evenement--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodeMetierCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--metier: comma-separated attribute and relationship names. */
                "fields[node--metier]"?: components["parameters"]["fields--node--metier"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
                /** @description Sparse fieldset of file--file: comma-separated attribute and relationship names. */
                "fields[file--file]"?: components["parameters"]["fields--file--file"];
                /** @description Sparse fieldset of node--formation: comma-separated attribute and relationship names. */
                "fields[node--formation]"?: components["parameters"]["fields--node--formation"];
                /** @description Sparse fieldset of taxonomy_term--secteur: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--secteur]"?: components["parameters"]["fields--taxonomy_term--secteur"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--metier--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    createNodeMetier: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--metier--create"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The self link of the new resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--metier--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodeMetier: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--metier: comma-separated attribute and relationship names. */
                "fields[node--metier]"?: components["parameters"]["fields--node--metier"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
                /** @description Sparse fieldset of file--file: comma-separated attribute and relationship names. */
                "fields[file--file]"?: components["parameters"]["fields--file--file"];
                /** @description Sparse fieldset of node--formation: comma-separated attribute and relationship names. */
                "fields[node--formation]"?: components["parameters"]["fields--node--formation"];
                /** @description Sparse fieldset of taxonomy_term--secteur: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--secteur]"?: components["parameters"]["fields--taxonomy_term--secteur"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--metier--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteNodeMetier: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    updateNodeMetier: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--metier--update"];
            };
        };
        responses: {
            /** @description The updated resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--metier--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodeFormationCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--formation: comma-separated attribute and relationship names. */
                "fields[node--formation]"?: components["parameters"]["fields--node--formation"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
                /** @description Sparse fieldset of taxonomy_term--niveau: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--niveau]"?: components["parameters"]["fields--taxonomy_term--niveau"];
                /** @description Sparse fieldset of taxonomy_term--secteur: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--secteur]"?: components["parameters"]["fields--taxonomy_term--secteur"];
                /** @description Sparse fieldset of taxonomy_term--campus: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--campus]"?: components["parameters"]["fields--taxonomy_term--campus"];
                /** @description Sparse fieldset of node--metier: comma-separated attribute and relationship names. */
                "fields[node--metier]"?: components["parameters"]["fields--node--metier"];
                /** @description Sparse fieldset of file--file: comma-separated attribute and relationship names. */
                "fields[file--file]"?: components["parameters"]["fields--file--file"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--formation--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    createNodeFormation: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--formation--create"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The self link of the new resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--formation--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodeFormation: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--formation: comma-separated attribute and relationship names. */
                "fields[node--formation]"?: components["parameters"]["fields--node--formation"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
                /** @description Sparse fieldset of taxonomy_term--niveau: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--niveau]"?: components["parameters"]["fields--taxonomy_term--niveau"];
                /** @description Sparse fieldset of taxonomy_term--secteur: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--secteur]"?: components["parameters"]["fields--taxonomy_term--secteur"];
                /** @description Sparse fieldset of taxonomy_term--campus: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--campus]"?: components["parameters"]["fields--taxonomy_term--campus"];
                /** @description Sparse fieldset of node--metier: comma-separated attribute and relationship names. */
                "fields[node--metier]"?: components["parameters"]["fields--node--metier"];
                /** @description Sparse fieldset of file--file: comma-separated attribute and relationship names. */
                "fields[file--file]"?: components["parameters"]["fields--file--file"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--formation--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteNodeFormation: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    updateNodeFormation: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--formation--update"];
            };
        };
        responses: {
            /** @description The updated resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--formation--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodeFormationCarteCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--formation_carte: comma-separated attribute and relationship names. */
                "fields[node--formation_carte]"?: components["parameters"]["fields--node--formation_carte"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
                /** @description Sparse fieldset of node--formation: comma-separated attribute and relationship names. */
                "fields[node--formation]"?: components["parameters"]["fields--node--formation"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--formation_carte--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    createNodeFormationCarte: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--formation_carte--create"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The self link of the new resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--formation_carte--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodeFormationCarte: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--formation_carte: comma-separated attribute and relationship names. */
                "fields[node--formation_carte]"?: components["parameters"]["fields--node--formation_carte"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
                /** @description Sparse fieldset of node--formation: comma-separated attribute and relationship names. */
                "fields[node--formation]"?: components["parameters"]["fields--node--formation"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--formation_carte--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteNodeFormationCarte: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    updateNodeFormationCarte: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--formation_carte--update"];
            };
        };
        responses: {
            /** @description The updated resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--formation_carte--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodeMenuRestaurantCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--menu_restaurant: comma-separated attribute and relationship names. */
                "fields[node--menu_restaurant]"?: components["parameters"]["fields--node--menu_restaurant"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
                /** @description Sparse fieldset of file--file: comma-separated attribute and relationship names. */
                "fields[file--file]"?: components["parameters"]["fields--file--file"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--menu_restaurant--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    createNodeMenuRestaurant: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--menu_restaurant--create"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The self link of the new resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--menu_restaurant--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodeMenuRestaurant: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--menu_restaurant: comma-separated attribute and relationship names. */
                "fields[node--menu_restaurant]"?: components["parameters"]["fields--node--menu_restaurant"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
                /** @description Sparse fieldset of file--file: comma-separated attribute and relationship names. */
                "fields[file--file]"?: components["parameters"]["fields--file--file"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--menu_restaurant--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteNodeMenuRestaurant: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    updateNodeMenuRestaurant: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--menu_restaurant--update"];
            };
        };
        responses: {
            /** @description The updated resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--menu_restaurant--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodeOffreEmploiCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--offre_emploi: comma-separated attribute and relationship names. */
                "fields[node--offre_emploi]"?: components["parameters"]["fields--node--offre_emploi"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
                /** @description Sparse fieldset of taxonomy_term--type_contrat: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--type_contrat]"?: components["parameters"]["fields--taxonomy_term--type_contrat"];
                /** @description Sparse fieldset of taxonomy_term--secteur: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--secteur]"?: components["parameters"]["fields--taxonomy_term--secteur"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--offre_emploi--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    createNodeOffreEmploi: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--offre_emploi--create"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The self link of the new resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--offre_emploi--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodeOffreEmploi: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--offre_emploi: comma-separated attribute and relationship names. */
                "fields[node--offre_emploi]"?: components["parameters"]["fields--node--offre_emploi"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
                /** @description Sparse fieldset of taxonomy_term--type_contrat: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--type_contrat]"?: components["parameters"]["fields--taxonomy_term--type_contrat"];
                /** @description Sparse fieldset of taxonomy_term--secteur: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--secteur]"?: components["parameters"]["fields--taxonomy_term--secteur"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--offre_emploi--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteNodeOffreEmploi: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    updateNodeOffreEmploi: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--offre_emploi--update"];
            };
        };
        responses: {
            /** @description The updated resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--offre_emploi--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodePageCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--page: comma-separated attribute and relationship names. */
                "fields[node--page]"?: components["parameters"]["fields--node--page"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--page--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    createNodePage: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--page--create"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The self link of the new resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--page--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getNodePage: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of node--page: comma-separated attribute and relationship names. */
                "fields[node--page]"?: components["parameters"]["fields--node--page"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--page--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteNodePage: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    updateNodePage: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["node--page--update"];
            };
        };
        responses: {
            /** @description The updated resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["node--page--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getTaxonomyTermSecteurCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of taxonomy_term--secteur: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--secteur]"?: components["parameters"]["fields--taxonomy_term--secteur"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["taxonomy_term--secteur--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTaxonomyTermSecteur: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of taxonomy_term--secteur: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--secteur]"?: components["parameters"]["fields--taxonomy_term--secteur"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["taxonomy_term--secteur--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTaxonomyTermNiveauCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of taxonomy_term--niveau: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--niveau]"?: components["parameters"]["fields--taxonomy_term--niveau"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["taxonomy_term--niveau--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTaxonomyTermNiveau: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of taxonomy_term--niveau: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--niveau]"?: components["parameters"]["fields--taxonomy_term--niveau"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["taxonomy_term--niveau--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTaxonomyTermTypeContratCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of taxonomy_term--type_contrat: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--type_contrat]"?: components["parameters"]["fields--taxonomy_term--type_contrat"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["taxonomy_term--type_contrat--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTaxonomyTermTypeContrat: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of taxonomy_term--type_contrat: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--type_contrat]"?: components["parameters"]["fields--taxonomy_term--type_contrat"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["taxonomy_term--type_contrat--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTaxonomyTermTagsCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of taxonomy_term--tags: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--tags]"?: components["parameters"]["fields--taxonomy_term--tags"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["taxonomy_term--tags--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTaxonomyTermTags: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of taxonomy_term--tags: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--tags]"?: components["parameters"]["fields--taxonomy_term--tags"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["taxonomy_term--tags--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTaxonomyTermCategorieEvenementCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of taxonomy_term--categorie_evenement: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--categorie_evenement]"?: components["parameters"]["fields--taxonomy_term--categorie_evenement"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["taxonomy_term--categorie_evenement--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTaxonomyTermCategorieEvenement: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of taxonomy_term--categorie_evenement: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--categorie_evenement]"?: components["parameters"]["fields--taxonomy_term--categorie_evenement"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["taxonomy_term--categorie_evenement--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTaxonomyTermCampusCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of taxonomy_term--campus: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--campus]"?: components["parameters"]["fields--taxonomy_term--campus"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["taxonomy_term--campus--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTaxonomyTermCampus: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of taxonomy_term--campus: comma-separated attribute and relationship names. */
                "fields[taxonomy_term--campus]"?: components["parameters"]["fields--taxonomy_term--campus"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["taxonomy_term--campus--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["user--user--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUser: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["user--user--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.api+json": components["schemas"]["user--user--update"];
            };
        };
        responses: {
            /** @description The updated resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["user--user--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getFileCollection: {
        parameters: {
            query?: {
                /** @description Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`. */
                filter?: components["parameters"]["filter"];
                /** @description Comma-separated field paths, `-` for descending, e.g. `-created,title`. */
                sort?: components["parameters"]["sort"];
                "page[offset]"?: components["parameters"]["pageOffset"];
                /** @description Page size; larger values are cut to 50. */
                "page[limit]"?: components["parameters"]["pageLimit"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of file--file: comma-separated attribute and relationship names. */
                "fields[file--file]"?: components["parameters"]["fields--file--file"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["file--file--collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
        };
    };
    getFile: {
        parameters: {
            query?: {
                /** @description A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`. */
                resourceVersion?: components["parameters"]["resourceVersion"];
                /** @description Comma-separated relationship paths to include, e.g. `uid,field_tags`. */
                include?: components["parameters"]["include"];
                /** @description Sparse fieldset of file--file: comma-separated attribute and relationship names. */
                "fields[file--file]"?: components["parameters"]["fields--file--file"];
                /** @description Sparse fieldset of user--user: comma-separated attribute and relationship names. */
                "fields[user--user]"?: components["parameters"]["fields--user--user"];
            };
            header?: never;
            path: {
                /** @description The resource UUID. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.api+json": components["schemas"]["file--file--individual"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: {
                _format?: "json";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Zero or one row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUserRow"][];
                };
            };
        };
    };
    translatePath: {
        parameters: {
            query: {
                /** @description The path, e.g. `/article/hello`. */
                path: string;
                _format?: "json";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resolved path. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecoupledRouterTranslation"];
                };
            };
            /** @description The user may not view the resolved entity. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecoupledRouterError"];
                };
            };
            /** @description No match for the path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecoupledRouterError"];
                };
            };
        };
    };
    login: {
        parameters: {
            query: {
                _format: components["parameters"]["formatJson"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in; the response sets the session cookie. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description Missing or wrong credentials, or a blocked account. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonMessage"];
                };
            };
            /** @description Already logged in, or blocked by flood control. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonMessage"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query: {
                _format: components["parameters"]["formatJson"];
                /** @description The `logout_token` of the login response. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or invalid token. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonMessage"];
                };
            };
        };
    };
    getLoginStatus: {
        parameters: {
            query: {
                _format: components["parameters"]["formatJson"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `1` when logged in, `0` otherwise. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "0" | "1";
                };
            };
        };
    };
    getSessionToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    submitWebform: {
        parameters: {
            query?: never;
            header?: {
                /** @description From `/session/token`; required for unsafe methods when authenticated with a session cookie. */
                "X-CSRF-Token"?: components["parameters"]["csrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebformSubmission"];
            };
        };
        responses: {
            /** @description The submission was saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebformSubmitResponse"];
                };
            };
            /** @description Missing or invalid `webform_id`, or validation errors. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebformError"];
                };
            };
            /** @description The webform is closed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonMessage"];
                };
            };
        };
    };
}
