<?php

namespace Drupal\campus_site\Plugin\views\field;

use Drupal\views\Plugin\views\field\FieldPluginBase;
use Drupal\views\ResultRow;
use Drupal\views\Attribute\ViewsField;

/**
 * The e-mail address of a row's account, for the account itself only.
 *
 * Used by the /api/users REST export, where the only row is the current user's: core's entity field
 * handler would remove the field for users without "administer users".
 */
#[ViewsField("campus_site_own_mail")]
class OwnMail extends FieldPluginBase {

  /**
   * {@inheritdoc}
   */
  public function query() {
    $this->ensureMyTable();
    $this->field_alias = $this->query->addField($this->tableAlias, $this->realField);
    $this->aliases['uid'] = $this->query->addField($this->tableAlias, 'uid');
    $this->addAdditionalFields();
  }

  /**
   * {@inheritdoc}
   */
  public function getValue(ResultRow $values, $field = NULL) {
    $uid = $values->{$this->aliases['uid']} ?? NULL;
    $own = $uid !== NULL && (int) $uid === (int) \Drupal::currentUser()->id() && \Drupal::currentUser()->isAuthenticated();
    return $own ? (string) parent::getValue($values, $field) : '';
  }

  /**
   * {@inheritdoc}
   */
  public function render(ResultRow $values) {
    return $this->sanitizeValue($this->getValue($values));
  }

  /**
   * {@inheritdoc}
   */
  public function getCacheContexts() {
    return ['user'];
  }

}
