/** Every BullMQ queue of the product; producers and processors refer to these names only. */
export enum QueueName {
  ModelImport = 'model-import',
  OrphanScan = 'orphan-scan',
  OrphanDelete = 'orphan-delete',
  GenerationRun = 'generation-run',
  GenerationReconcile = 'generation-reconcile',
  Mail = 'mail',
  WebhookDelivery = 'webhook-delivery',
}
