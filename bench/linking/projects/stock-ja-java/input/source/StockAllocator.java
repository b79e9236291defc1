package jp.example.stock;

import java.util.List;

public class StockAllocator {
    private static final int MAX_LINES = 20;
    private final StockRepository repository;
    private final AuditLog audit;

    public StockAllocator(StockRepository repository, AuditLog audit) {
        this.repository = repository;
        this.audit = audit;
    }

    public String allocate(String orderNo, List<OrderLine> lines) {
        if (orderNo == null || orderNo.isBlank()) {
            throw new IllegalArgumentException("受注番号は必須です");
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("明細がありません");
        }
        if (lines.size() > MAX_LINES) {
            throw new IllegalArgumentException("明細は20行までです");
        }
        for (OrderLine line : lines) {
            if (line.quantity() <= 0) {
                throw new IllegalArgumentException("数量は1以上を指定してください");
            }
            int available = repository.availableQuantity(line.sku());
            if (available < line.quantity()) {
                throw new OutOfStockException(line.sku());
            }
            if (line.sku().startsWith("HZ-")) {
                audit.record("危険物引当", orderNo);
            }
            repository.reserve(line.sku(), line.quantity());
        }
        return "ALLOCATED";
    }

    public void release(String orderNo) {
        String status = repository.statusOf(orderNo);
        if ("SHIPPED".equals(status)) {
            throw new IllegalStateException("出荷済みの受注は引当解除できません");
        }
        try {
            repository.releaseAll(orderNo);
        } catch (RepositoryException e) {
            audit.record("引当解除失敗", orderNo);
            throw e;
        }
    }
}
