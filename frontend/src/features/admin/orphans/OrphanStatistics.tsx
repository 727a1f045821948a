import { Alert, Col, Row, Statistic, Typography } from 'antd';
import type { AdminOrphanReportQuery } from '../../../graphql/generated/admin/graphql';
import { formatUsdFixed } from '../../../lib/format';
import { dateTime } from '../adminFormat';
import { formatMegabytes } from './orphanFormat';

type OrphanReport = NonNullable<AdminOrphanReportQuery['adminOrphanReport']>;

/** What the last scan found: counts, size, share and cost, when it ran, and whether it was cut. */
export function OrphanStatistics({ report }: { report: OrphanReport }) {
  const { statistics } = report;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title="Files found" value={statistics.totalOrphanFiles} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title="Total size"
            value={`${formatMegabytes(statistics.totalOrphanSizeMB)} MB`}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title="Share of stored files"
            value={`${statistics.orphanPercentage.toFixed(2)}%`}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title="Estimated monthly cost"
            value={formatUsdFixed(statistics.estimatedMonthlyCost, 2)}
          />
        </Col>
      </Row>
      <Typography.Text type="secondary">
        Last scan {dateTime(report.finishedAt)}: {report.scannedObjects} objects checked.
      </Typography.Text>
      {report.truncated && (
        <Alert
          type="warning"
          showIcon
          title={`The report lists the first ${report.totalFiles} orphan files; the statistics count all of them.`}
        />
      )}
    </>
  );
}
