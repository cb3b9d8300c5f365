/** What the emitters need to know about the JSON:API resources, read from the OpenAPI document. */

export interface RelationshipModel {
  name: string;
  /** Resource type names of the possible targets (`user--user`). */
  targets: string[];
  many: boolean;
  /** A to-one relationship whose `data` may be `null`. */
  nullable: boolean;
}

export interface AttributeModel {
  name: string;
  /** Present only for some users (`x-drupal-restricted`): optional in the flattened type. */
  restricted: boolean;
}

export interface ResourceModel {
  /** `node--article` */
  name: string;
  /** `node` */
  entityType: string;
  /** `article` */
  bundle: string;
  /** `NodeArticle` */
  typeName: string;
  attributes: AttributeModel[];
  relationships: RelationshipModel[];
  creatable: boolean;
  updatable: boolean;
  deletable: boolean;
}

export interface CodegenModel {
  resources: ResourceModel[];
  /** Whether the document describes `/api/users` rows (`CurrentUserRow`). */
  currentUser: boolean;
}
