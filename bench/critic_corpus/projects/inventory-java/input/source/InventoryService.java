package shop.inventory;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

public class InventoryService {
    private final Connection conn;

    public InventoryService(Connection conn) {
        this.conn = conn;
    }

    public int reserve(String sku, int quantity) throws SQLException {
        if (sku == null || sku.isEmpty()) {
            throw new IllegalArgumentException("sku is required");
        }
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive");
        }
        if (quantity > 500) {
            throw new IllegalArgumentException("quantity exceeds the per-order limit");
        }
        PreparedStatement ps = conn.prepareStatement("UPDATE stock SET reserved = reserved + ? WHERE sku = ? AND available >= ?");
        ps.setInt(1, quantity);
        ps.setString(2, sku);
        ps.setInt(3, quantity);
        int updated = ps.executeUpdate();
        if (updated == 0) {
            throw new OutOfStockException(sku);
        }
        try {
            audit(sku, quantity);
        } catch (RuntimeException ex) {
            System.err.println("audit failed: " + ex.getMessage());
        }
        return updated;
    }

    private void audit(String sku, int quantity) {
    }
}
